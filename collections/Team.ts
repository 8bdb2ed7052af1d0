import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'
import { cacheTags } from '@/lib/cacheTags'
import { revalidateOnChange, revalidateOnDelete } from '@/lib/revalidate'

/** Managers and agents shown on properties: their contact details are public by design. */
export const Team: CollectionConfig = {
  slug: 'team',
  labels: {
    singular: label('Teamlid', "Membre de l'équipe", 'Team member', 'Teammitglied'),
    plural: label('Team', 'Équipe', 'Team', 'Team'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'role', 'email', 'phone', 'order'],
    group: label('Kantoor', 'Agence', 'Agency', 'Büro'),
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'order',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      label: label('Naam', 'Nom', 'Name', 'Name'),
    },
    {
      name: 'role',
      type: 'text',
      localized: true,
      label: label('Functie', 'Fonction', 'Role', 'Funktion'),
    },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      label: label('Foto', 'Photo', 'Photo', 'Foto'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          label: label('Telefoon', 'Téléphone', 'Phone', 'Telefon'),
        },
        {
          name: 'email',
          type: 'email',
          label: label('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
        },
      ],
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      options: [
        option('nl', 'Nederlands', 'Néerlandais', 'Dutch', 'Niederländisch'),
        option('fr', 'Frans', 'Français', 'French', 'Französisch'),
        option('en', 'Engels', 'Anglais', 'English', 'Englisch'),
        option('de', 'Duits', 'Allemand', 'German', 'Deutsch'),
      ],
      label: label('Talen', 'Langues parlées', 'Languages spoken', 'Sprachen'),
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: label('Volgorde', 'Ordre', 'Order', 'Reihenfolge'),
      admin: {
        position: 'sidebar',
        description: label(
          'Kleinste eerst.',
          'Le plus petit en premier.',
          'Lowest first.',
          'Kleinste zuerst.',
        ),
      },
    },
  ],
  hooks: {
    // A manager's card shows on property pages.
    afterChange: [revalidateOnChange(() => [cacheTags.team])],
    afterDelete: [revalidateOnDelete(() => [cacheTags.team])],
  },
}
