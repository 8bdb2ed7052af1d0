import type { CollectionConfig, PayloadRequest } from 'payload'

import { isPublishedOrStaff } from '@/access/isPublishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { label, type AdminLabel } from '@/fields/labels'
import { computeUntranslated, translationStatusField } from '@/fields/translationStatus'

/** Goals as the admin shows them; imports use the numeric codes of goalFromCode. */
export const propertyGoals = ['sale', 'rent'] as const
export type PropertyGoal = (typeof propertyGoals)[number]

const zipMessage = label(
  'Geef een Belgische postcode (4 cijfers) of een Luxemburgse (L-1234).',
  'Indiquez un code postal belge (4 chiffres) ou luxembourgeois (L-1234).',
  'Enter a Belgian postcode (4 digits) or a Luxembourg one (L-1234).',
  'Geben Sie eine belgische (4 Ziffern) oder luxemburgische Postleitzahl (L-1234) ein.',
)

/** Properties for sale and for rent. The content issue grows this into the full model. */
export const Properties: CollectionConfig = {
  slug: 'properties',
  labels: {
    singular: label('Pand', 'Bien', 'Property', 'Immobilie'),
    plural: label('Panden', 'Biens', 'Properties', 'Immobilien'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'goal', 'city', 'price', 'untranslated', '_status'],
    listSearchableFields: ['title', 'city', 'zip'],
    group: label('Aanbod', 'Offre', 'Listings', 'Angebot'),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: isPublishedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: label('Titel', 'Titre', 'Title', 'Titel'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'goal',
          type: 'select',
          required: true,
          defaultValue: 'sale',
          index: true,
          options: [
            { value: 'sale', label: label('Te koop', 'À vendre', 'For sale', 'Zu verkaufen') },
            { value: 'rent', label: label('Te huur', 'À louer', 'For rent', 'Zu vermieten') },
          ],
          label: label('Doel', 'Objectif', 'Goal', 'Ziel'),
        },
        {
          name: 'price',
          type: 'number',
          min: 0,
          index: true,
          label: label('Prijs (€)', 'Prix (€)', 'Price (€)', 'Preis (€)'),
          admin: {
            description: label(
              'Vraagprijs, of maandhuur voor een huurpand. Leeg: prijs op aanvraag.',
              'Prix demandé, ou loyer mensuel pour une location. Vide : prix sur demande.',
              'Asking price, or monthly rent for a rental. Empty: price on request.',
              'Kaufpreis oder Monatsmiete. Leer: Preis auf Anfrage.',
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'zip',
          type: 'text',
          required: true,
          label: label('Postcode', 'Code postal', 'Postcode', 'Postleitzahl'),
          validate: (value: unknown, { req }: { req: PayloadRequest }) =>
            typeof value === 'string' && /^(\d{4}|L-\d{4})$/.test(value.trim())
              ? true
              : (zipMessage[req.i18n?.language as keyof AdminLabel] ?? zipMessage.nl),
        },
        {
          name: 'city',
          type: 'text',
          required: true,
          index: true,
          label: label('Gemeente', 'Commune', 'Town', 'Gemeinde'),
        },
      ],
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: label('Beschrijving', 'Description', 'Description', 'Beschreibung'),
    },
    translationStatusField(),
  ],
  hooks: {
    beforeChange: [computeUntranslated(['title', 'description'])],
  },
}
