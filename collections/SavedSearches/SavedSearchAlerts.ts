// What each saved search was told, once ever per (saved search, property, event): the unique
// `key` is the guard, written in the same transaction as the outbox mail (instant) or before
// the digest that mails it (daily, weekly), so a job run twice or taken back after a crash
// never alerts twice (docs/decisions/0023).
import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'

export const SavedSearchAlerts: CollectionConfig = {
  slug: 'saved-search-alerts',
  labels: {
    singular: label('Melding zoekopdracht', 'Alerte', 'Search alert', 'Suchhinweis'),
    plural: label('Meldingen zoekopdrachten', 'Alertes', 'Search alerts', 'Suchhinweise'),
  },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['savedSearch', 'property', 'event', 'status', 'createdAt'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
  },
  access: { create: () => false, read: isStaff, update: () => false, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true },
      label: label('Sleutel', 'Clé', 'Key', 'Schlüssel'),
    },
    {
      name: 'savedSearch',
      type: 'relationship',
      relationTo: 'saved-searches',
      required: true,
      index: true,
      label: label('Zoekopdracht', 'Recherche', 'Saved search', 'Suchauftrag'),
    },
    {
      name: 'property',
      type: 'relationship',
      relationTo: 'properties',
      // Not required: deleting a property keeps the record of what was sent (without it).
      index: true,
      label: label('Pand', 'Bien', 'Property', 'Immobilie'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'event',
          type: 'select',
          required: true,
          options: [
            option('new', 'Nieuw gepubliceerd', 'Nouveau', 'Newly published', 'Neu veröffentlicht'),
            option('priceDrop', 'Prijsdaling', 'Baisse de prix', 'Price lowered', 'Preissenkung'),
            option(
              'available',
              'Terug beschikbaar',
              'De nouveau disponible',
              'Available again',
              'Wieder verfügbar',
            ),
          ],
          label: label('Gebeurtenis', 'Événement', 'Event', 'Ereignis'),
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'waiting',
          index: true,
          enumName: 'enum_saved_search_alerts_state',
          options: [
            option(
              'waiting',
              'Wacht op overzicht',
              'Attend le récapitulatif',
              'Waiting for the digest',
              'Wartet auf Übersicht',
            ),
            option('mailed', 'Gemaild', 'Envoyée', 'Mailed', 'Gesendet'),
            option('dropped', 'Niet gemaild', 'Non envoyée', 'Not mailed', 'Nicht gesendet'),
          ],
          label: label('Status', 'Statut', 'Status', 'Status'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', label: label('Prijs', 'Prix', 'Price', 'Preis') },
        {
          name: 'oldPrice',
          type: 'number',
          label: label('Vorige prijs', 'Prix précédent', 'Previous price', 'Vorheriger Preis'),
        },
      ],
    },
    {
      name: 'mail',
      type: 'relationship',
      relationTo: 'mail-outbox',
      admin: { readOnly: true },
      label: label('Mail', 'E-mail', 'Mail', 'E-Mail'),
    },
  ],
}
