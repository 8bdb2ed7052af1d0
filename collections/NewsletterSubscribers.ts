// Newsletter subscribers, double opt-in: pending until the link with the token in the
// confirmation mail is followed; every mail carries the unsubscribe link with the same token.
import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { locales } from '@/i18n/locales'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: label(
      'Abonnee nieuwsbrief',
      'Abonné newsletter',
      'Newsletter subscriber',
      'Newsletter-Abonnent',
    ),
    plural: label(
      'Abonnees nieuwsbrief',
      'Abonnés newsletter',
      'Newsletter subscribers',
      'Newsletter-Abonnenten',
    ),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'locale', 'confirmedAt', 'createdAt'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
  },
  access: { create: () => false, read: isStaff, update: isStaff, delete: isAdmin },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      label: label('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'firstName',
          type: 'text',
          label: label('Voornaam', 'Prénom', 'First name', 'Vorname'),
        },
        { name: 'lastName', type: 'text', label: label('Naam', 'Nom', 'Last name', 'Nachname') },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        {
          value: 'pending',
          label: label('Wacht op bevestiging', 'En attente', 'Pending', 'Ausstehend'),
        },
        { value: 'confirmed', label: label('Bevestigd', 'Confirmé', 'Confirmed', 'Bestätigt') },
        {
          value: 'unsubscribed',
          label: label('Uitgeschreven', 'Désinscrit', 'Unsubscribed', 'Abgemeldet'),
        },
      ],
      label: label('Status', 'Statut', 'Status', 'Status'),
    },
    {
      name: 'locale',
      type: 'select',
      options: locales.map((code) => ({ value: code, label: code.toUpperCase() })),
      label: label('Taal', 'Langue', 'Language', 'Sprache'),
    },
    {
      name: 'token',
      type: 'text',
      index: true,
      // A credential of the subscriber: never shown, not even to staff.
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      admin: { readOnly: true },
      label: label('Bevestigd op', 'Confirmé le', 'Confirmed at', 'Bestätigt am'),
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      admin: { readOnly: true },
      label: label('Uitgeschreven op', 'Désinscrit le', 'Unsubscribed at', 'Abgemeldet am'),
    },
  ],
}
