import type { CollectionConfig } from 'payload'

import { isPublishedOrStaff } from '@/access/isPublishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { addressFields, deriveCountryId } from '@/fields/address'
import { coordinateFields } from '@/fields/coordinates'
import { label } from '@/fields/labels'
import { option } from '@/fields/options'
import { seoField } from '@/fields/seo'
import { computeUntranslated, translationStatusField } from '@/fields/translationStatus'
import { cacheTags } from '@/lib/cacheTags'
import { revalidateOnChange, revalidateOnDelete } from '@/lib/revalidate'
import { livePreview } from '@/lib/previewUrl'

import { maintainProjectRoute } from '../Routes/hooks/maintainRoutes'

import { deriveSoldOut } from './hooks/deriveSoldOut'

export const unitStatuses = ['available', 'option', 'sold'] as const

/** New-build projects: a building or allotment sold unit by unit. */
const projectTags = (doc: { id: number | string }) => [
  cacheTags.project(doc.id),
  cacheTags.projectLists,
]

export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: {
    singular: label('Project', 'Projet', 'Project', 'Projekt'),
    plural: label('Nieuwbouwprojecten', 'Projets neufs', 'New-build projects', 'Neubauprojekte'),
  },
  admin: {
    useAsTitle: 'title',
    livePreview: livePreview('projects'),
    defaultColumns: [
      'title',
      'projectNumber',
      'city',
      'status',
      'soldOut',
      'untranslated',
      '_status',
    ],
    listSearchableFields: ['title', 'projectNumber', 'city', 'zip'],
    group: label('Aanbod', 'Offre', 'Listings', 'Angebot'),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: isPublishedOrStaff,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  // Field access on the street needs the flag, whatever a query selects.
  forceSelect: { publishAddress: true },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: label('Algemeen', 'Général', 'General', 'Allgemein'),
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
                  name: 'projectNumber',
                  type: 'text',
                  index: true,
                  label: label(
                    'Projectnummer',
                    'Numéro de projet',
                    'Project number',
                    'Projektnummer',
                  ),
                },
                {
                  name: 'status',
                  type: 'select',
                  // PostgreSQL: the default enum name would be that of the drafts' `_status`.
                  enumName: 'enum_projects_phase',
                  defaultValue: 'planned',
                  options: [
                    option('planned', 'Gepland', 'En projet', 'Planned', 'Geplant'),
                    option(
                      'underConstruction',
                      'In aanbouw',
                      'En construction',
                      'Under construction',
                      'Im Bau',
                    ),
                    option('completed', 'Opgeleverd', 'Terminé', 'Completed', 'Fertiggestellt'),
                  ],
                  label: label('Bouwfase', 'Phase', 'Building phase', 'Bauphase'),
                },
                {
                  name: 'soldOut',
                  type: 'checkbox',
                  defaultValue: false,
                  index: true,
                  label: label('Uitverkocht', 'Complet', 'Sold out', 'Ausverkauft'),
                  admin: {
                    readOnly: true,
                    description: label(
                      'Automatisch: alle units verkocht.',
                      'Automatique : toutes les unités sont vendues.',
                      'Automatic: every unit is sold.',
                      'Automatisch: alle Einheiten verkauft.',
                    ),
                  },
                },
              ],
            },
            {
              name: 'delivery',
              type: 'text',
              localized: true,
              label: label('Oplevering', 'Livraison', 'Delivery', 'Fertigstellung'),
              admin: {
                description: label(
                  'Bijv. "voorjaar 2027"',
                  'P. ex. « printemps 2027 »',
                  'E.g. "spring 2027"',
                  'Z. B. „Frühjahr 2027“',
                ),
              },
            },
            {
              name: 'description',
              type: 'textarea',
              localized: true,
              label: label('Beschrijving', 'Description', 'Description', 'Beschreibung'),
            },
            {
              name: 'technical',
              type: 'textarea',
              localized: true,
              label: label(
                'Technische beschrijving',
                'Description technique',
                'Technical description',
                'Baubeschreibung',
              ),
            },
            {
              name: 'situation',
              type: 'textarea',
              localized: true,
              label: label('Ligging', 'Situation', 'Situation', 'Lage'),
            },
            {
              name: 'manager',
              type: 'relationship',
              relationTo: 'team',
              label: label('Dossierbeheerder', 'Gestionnaire', 'Manager', 'Betreuer'),
            },
          ],
        },
        {
          label: label('Ligging', 'Localisation', 'Location', 'Lage'),
          fields: [...addressFields(), coordinateFields()],
        },
        {
          label: label('Units', 'Unités', 'Units', 'Einheiten'),
          fields: [
            {
              name: 'units',
              type: 'array',
              labels: {
                singular: label('Unit', 'Unité', 'Unit', 'Einheit'),
                plural: label('Units', 'Unités', 'Units', 'Einheiten'),
              },
              label: label('Units', 'Unités', 'Units', 'Einheiten'),
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'reference',
                      type: 'text',
                      label: label('Referentie', 'Référence', 'Reference', 'Referenz'),
                    },
                    {
                      name: 'floor',
                      type: 'number',
                      label: label('Verdieping', 'Étage', 'Floor', 'Etage'),
                    },
                    {
                      name: 'type',
                      type: 'select',
                      options: [
                        option('apartment', 'Appartement', 'Appartement', 'Apartment', 'Wohnung'),
                        option('penthouse', 'Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'),
                        option('duplex', 'Duplex', 'Duplex', 'Duplex', 'Maisonette'),
                        option('studio', 'Studio', 'Studio', 'Studio', 'Studio'),
                        option('house', 'Woning', 'Maison', 'House', 'Haus'),
                        option(
                          'commercial',
                          'Handelsruimte',
                          'Commerce',
                          'Commercial unit',
                          'Gewerbeeinheit',
                        ),
                        option('office', 'Kantoor', 'Bureau', 'Office', 'Büro'),
                        option(
                          'parking',
                          'Parkeerplaats',
                          'Parking',
                          'Parking space',
                          'Stellplatz',
                        ),
                        option('garage', 'Garagebox', 'Box de garage', 'Garage box', 'Garage'),
                        option('storage', 'Berging', 'Cave', 'Storage', 'Abstellraum'),
                      ],
                      label: label('Type', 'Type', 'Type', 'Typ'),
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'bedrooms',
                      type: 'number',
                      min: 0,
                      label: label('Slaapkamers', 'Chambres', 'Bedrooms', 'Schlafzimmer'),
                    },
                    {
                      name: 'surface',
                      type: 'number',
                      min: 0,
                      label: label(
                        'Oppervlakte (m²)',
                        'Surface (m²)',
                        'Surface (m²)',
                        'Fläche (m²)',
                      ),
                    },
                    {
                      name: 'price',
                      type: 'number',
                      min: 0,
                      label: label('Prijs (€)', 'Prix (€)', 'Price (€)', 'Preis (€)'),
                    },
                    {
                      name: 'status',
                      type: 'select',
                      required: true,
                      defaultValue: 'available',
                      options: [
                        option('available', 'Beschikbaar', 'Disponible', 'Available', 'Verfügbar'),
                        option('option', 'In optie', 'Sous option', 'Under option', 'Reserviert'),
                        option('sold', 'Verkocht', 'Vendu', 'Sold', 'Verkauft'),
                      ],
                      label: label('Status', 'Statut', 'Status', 'Status'),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: label(
            'Media en documenten',
            'Médias et documents',
            'Media and documents',
            'Medien und Dokumente',
          ),
          fields: [
            {
              name: 'images',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              label: label("Foto's", 'Photos', 'Photos', 'Fotos'),
            },
            {
              name: 'priceList',
              type: 'relationship',
              relationTo: 'documents',
              label: label('Prijslijst', 'Liste de prix', 'Price list', 'Preisliste'),
            },
            {
              name: 'documents',
              type: 'relationship',
              relationTo: 'documents',
              hasMany: true,
              label: label('Documenten', 'Documents', 'Documents', 'Dokumente'),
            },
          ],
        },
        {
          label: label('SEO', 'SEO', 'SEO', 'SEO'),
          fields: [seoField()],
        },
      ],
    },
    translationStatusField(),
  ],
  hooks: {
    beforeChange: [deriveCountryId, deriveSoldOut, computeUntranslated(['title', 'description'])],
    afterChange: [maintainProjectRoute.afterChange, revalidateOnChange(projectTags)],
    afterDelete: [maintainProjectRoute.afterDelete, revalidateOnDelete(projectTags)],
  },
}
