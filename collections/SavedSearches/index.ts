// Saved searches ("keep me informed", issue 15): a visitor's criteria and how often to mail,
// double opt-in (pending until the link in the confirmation mail is opened). Created only by the
// demand-register form; the subscriber manages it through the token links of the mails
// (docs/alerts.md); staff read, edit and export it. Criteria are columns, so a publish is
// matched by one query (src/lib/alerts/match.ts), never by a loop over every subscription.
import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label, type AdminLabel } from '@/fields/labels'
import { originField, secretTokenField } from '@/fields/subscription'
import { option } from '@/fields/options'
import { locales } from '@/i18n/locales'
import { alertFrequencies, savedSearchStatuses } from '@/lib/alerts/criteria'
import { propertyTypeOptions } from '@collections/Properties/fields/general'

import { exportSavedSearchesCsv } from './exportCsv'

const count = (name: string, text: AdminLabel): Field => ({
  name,
  type: 'number',
  min: 0,
  index: true,
  label: text,
  admin: { width: '25%' },
})

const statusLabels: Record<(typeof savedSearchStatuses)[number], AdminLabel> = {
  pending: label('Wacht op bevestiging', 'En attente', 'Pending', 'Ausstehend'),
  active: label('Actief', 'Active', 'Active', 'Aktiv'),
  paused: label('Gepauzeerd', 'En pause', 'Paused', 'Pausiert'),
  stopped: label('Uitgeschreven', 'Désinscrit', 'Unsubscribed', 'Abgemeldet'),
}

const frequencyLabels: Record<(typeof alertFrequencies)[number], AdminLabel> = {
  instant: label('Meteen', 'Immédiatement', 'Instantly', 'Sofort'),
  daily: label('Dagelijks', 'Chaque jour', 'Daily', 'Täglich'),
  weekly: label('Wekelijks', 'Chaque semaine', 'Weekly', 'Wöchentlich'),
}

export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: {
    singular: label('Zoekopdracht', 'Recherche sauvegardée', 'Saved search', 'Suchauftrag'),
    plural: label('Zoekopdrachten', 'Recherches sauvegardées', 'Saved searches', 'Suchaufträge'),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'goal', 'types', 'zips', 'municipalities', 'frequency', 'status'],
    listSearchableFields: ['email', 'lastName'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
    description: label(
      'Bezoekers die een mail krijgen bij een nieuw pand dat past. De knop exporteert ze als CSV.',
      'Visiteurs avertis par e-mail d’un nouveau bien correspondant. Le bouton les exporte en CSV.',
      'Visitors mailed when a matching property comes up. The button exports them as CSV.',
      'Besucher, die bei einer passenden Immobilie eine E-Mail erhalten. Export als CSV.',
    ),
    components: {
      beforeListTable: ['@/components/admin/ExportSavedSearchesLink#ExportSavedSearchesLink'],
    },
  },
  access: { create: () => false, read: isStaff, update: isStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSavedSearchesCsv }],
  hooks: {
    // Its alerts go with it (by an admin, or the retention purge), in the same transaction.
    beforeDelete: [
      async ({ id, req }) => {
        await req.payload.delete({
          collection: 'saved-search-alerts',
          where: { savedSearch: { equals: id } },
          req,
        })
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          required: true,
          index: true,
          label: label('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
        },
        {
          name: 'firstName',
          type: 'text',
          label: label('Voornaam', 'Prénom', 'First name', 'Vorname'),
        },
        { name: 'lastName', type: 'text', label: label('Naam', 'Nom', 'Last name', 'Nachname') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          enumName: 'enum_saved_searches_state',
          options: savedSearchStatuses.map((value) => ({ value, label: statusLabels[value] })),
          label: label('Status', 'Statut', 'Status', 'Status'),
        },
        {
          name: 'frequency',
          type: 'select',
          required: true,
          defaultValue: 'instant',
          index: true,
          options: alertFrequencies.map((value) => ({ value, label: frequencyLabels[value] })),
          label: label('Frequentie', 'Fréquence', 'Frequency', 'Häufigkeit'),
        },
        {
          name: 'locale',
          type: 'select',
          required: true,
          defaultValue: 'nl',
          options: locales.map((code) => ({ value: code, label: code.toUpperCase() })),
          label: label('Taal', 'Langue', 'Language', 'Sprache'),
        },
      ],
    },
    {
      type: 'collapsible',
      label: label('Criteria', 'Critères', 'Criteria', 'Kriterien'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'goal',
              type: 'select',
              required: true,
              index: true,
              options: [
                option('sale', 'Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
                option('rent', 'Te huur', 'À louer', 'For rent', 'Zu vermieten'),
              ],
              label: label('Doel', 'Objectif', 'Goal', 'Ziel'),
            },
            {
              name: 'types',
              type: 'select',
              hasMany: true,
              index: true,
              options: propertyTypeOptions,
              label: label('Types', 'Types', 'Types', 'Typen'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'zips',
              type: 'text',
              hasMany: true,
              index: true,
              label: label('Postcodes', 'Codes postaux', 'Postcodes', 'Postleitzahlen'),
            },
            {
              // Lower-cased, accents stripped (slugifySegment): compared with a property's city.
              name: 'municipalities',
              type: 'text',
              hasMany: true,
              index: true,
              label: label('Gemeenten', 'Communes', 'Municipalities', 'Gemeinden'),
            },
          ],
        },
        {
          // A drawn area in the list pages' URL format (docs/alerts.md "Area search"):
          // `lat,lng` pairs joined by `;`.
          name: 'area',
          type: 'textarea',
          label: label(
            'Gebied op de kaart',
            'Zone sur la carte',
            'Area on the map',
            'Kartengebiet',
          ),
        },
        {
          type: 'row',
          fields: [
            count('minPrice', label('Min. prijs', 'Prix min.', 'Min. price', 'Min. Preis')),
            count('maxPrice', label('Max. prijs', 'Prix max.', 'Max. price', 'Max. Preis')),
            count(
              'minBedrooms',
              label('Min. slaapkamers', 'Chambres min.', 'Min. bedrooms', 'Min. Schlafzimmer'),
            ),
            count(
              'maxBedrooms',
              label('Max. slaapkamers', 'Chambres max.', 'Max. bedrooms', 'Max. Schlafzimmer'),
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            count(
              'minBathrooms',
              label('Min. badkamers', 'Salles de bain min.', 'Min. bathrooms', 'Min. Badezimmer'),
            ),
            count(
              'minGarages',
              label('Min. garages', 'Garages min.', 'Min. garages', 'Min. Garagen'),
            ),
            count(
              'maxGarages',
              label('Max. garages', 'Garages max.', 'Max. garages', 'Max. Garagen'),
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            count(
              'minParking',
              label('Min. parkeerplaatsen', 'Parkings min.', 'Min. parking', 'Min. Stellplätze'),
            ),
            count(
              'maxParking',
              label('Max. parkeerplaatsen', 'Parkings max.', 'Max. parking', 'Max. Stellplätze'),
            ),
            {
              name: 'terrace',
              type: 'checkbox',
              defaultValue: false,
              label: label('Terras', 'Terrasse', 'Terrace', 'Terrasse'),
            },
            {
              name: 'garden',
              type: 'checkbox',
              defaultValue: false,
              label: label('Tuin', 'Jardin', 'Garden', 'Garten'),
            },
          ],
        },
      ],
    },
    secretTokenField(),
    originField(),
    {
      name: 'submission',
      type: 'relationship',
      relationTo: 'submissions',
      admin: { readOnly: true },
      label: label('Aanvraag', 'Demande', 'Submission', 'Anfrage'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmedAt',
          type: 'date',
          admin: { readOnly: true },
          label: label('Bevestigd op', 'Confirmé le', 'Confirmed at', 'Bestätigt am'),
        },
        {
          name: 'lastDigestAt',
          type: 'date',
          admin: { readOnly: true },
          label: label(
            'Laatste overzicht',
            'Dernier récapitulatif',
            'Last digest',
            'Letzte Übersicht',
          ),
        },
        {
          name: 'stoppedAt',
          type: 'date',
          index: true,
          admin: { readOnly: true },
          label: label('Uitgeschreven op', 'Désinscrit le', 'Unsubscribed at', 'Abgemeldet am'),
        },
      ],
    },
    {
      name: 'alerts',
      type: 'join',
      collection: 'saved-search-alerts',
      on: 'savedSearch',
      defaultSort: '-createdAt',
      admin: { defaultColumns: ['property', 'event', 'status', 'mail', 'createdAt'] },
      label: label('Verstuurde meldingen', 'Alertes envoyées', 'Alerts sent', 'Gesendete Hinweise'),
    },
  ],
}

export { SavedSearchAlerts } from './SavedSearchAlerts'
