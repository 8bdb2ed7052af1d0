import type { CollectionConfig } from 'payload'

import { isPublishedOrStaff } from '@/access/isPublishedOrStaff'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { complianceTexts } from '@/fields/mentionLabels'
import { computeUntranslated, translationStatusField } from '@/fields/translationStatus'

import { comfortTab } from './fields/comfort'
import { crmField, lockCrmManagedFields } from './fields/crm'
import { documentsTab } from './fields/documents'
import { energyTab } from './fields/energy'
import { financeTab } from './fields/finance'
import { generalTab } from './fields/general'
import { locationTab } from './fields/location'
import { mediaTab } from './fields/media'
import { seoTab } from './fields/seo'
import { surfacesTab } from './fields/surfaces'
import { urbanismTab } from './fields/urbanism'
import { cacheTags } from '@/lib/cacheTags'
import { revalidateOnChange, revalidateOnDelete } from '@/lib/revalidate'
import { livePreview } from '@/lib/previewUrl'

import { maintainPropertyRoute } from '../Routes/hooks/maintainRoutes'
import { checkMentionsOnPublish, computeListingQuality } from './hooks/checkMentions'
import { deriveEpcLabel } from './hooks/deriveEpcLabel'
import { deriveListedPrice } from './hooks/deriveListedPrice'
import { deriveLocation } from './hooks/deriveLocation'
import { queueSavedSearchMatches } from './hooks/queueSavedSearchMatches'
import { derivePublicPosition } from './hooks/derivePublicPosition'

export {
  propertyGoals,
  propertyStatuses,
  type PropertyGoal,
  type PropertyStatus,
} from './fields/general'

/**
 * Properties for sale and for rent. Tabs are unnamed, so every field keeps its top-level name.
 * Visitors read published properties only, without owners, internal notes or a hidden price
 * (field access in fields/general.ts), nor the street when the address is not published
 * (src/fields/address.ts); owners read like visitors, plus the owners of their own
 * properties.
 */
/** Publishing, editing or unpublishing refreshes the property's page and every list. */
const propertyTags = (doc: { id: number | string }) => [
  cacheTags.property(doc.id),
  cacheTags.propertyLists,
]
const revalidateProperty = revalidateOnChange(propertyTags)
const revalidatePropertyDeletion = revalidateOnDelete(propertyTags)

export const Properties: CollectionConfig = {
  slug: 'properties',
  labels: {
    singular: label('Pand', 'Bien', 'Property', 'Immobilie'),
    plural: label('Panden', 'Biens', 'Properties', 'Immobilien'),
  },
  admin: {
    components: {
      // The check before publishing, beside the publish button, in the editor's language.
      edit: { beforeDocumentControls: ['@/components/admin/PublishChecklist#PublishChecklist'] },
    },
    useAsTitle: 'title',
    livePreview: livePreview('properties'),
    defaultColumns: [
      'title',
      'reference',
      'goal',
      'status',
      'city',
      'price',
      'untranslated',
      'listingQuality',
      '_status',
    ],
    listSearchableFields: ['title', 'reference', 'city', 'zip'],
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
  // Field access decides on these, so they are read even when a query selects other fields.
  forceSelect: { publishPrice: true, publishAddress: true, owners: true },
  defaultSort: '-createdAt',
  // The area search's bounding box (src/lib/search/areaSearch.ts), covering what a visitor's
  // area search reads of each row in the box (publish state, goal, type, price, date; SQLite adds the id), so
  // the database counts and pages a 50 km circle from the index alone (decision 0024 addendum).
  indexes: [
    {
      fields: [
        'publicLatitude',
        'publicLongitude',
        '_status',
        'goal',
        'propertyType',
        'listedPrice',
        'createdAt',
      ],
    },
  ],
  fields: [
    {
      type: 'tabs',
      // Fields the CRM manages are read-only while the property is attached (fields/crm.ts).
      tabs: lockCrmManagedFields([
        generalTab,
        locationTab,
        surfacesTab,
        comfortTab,
        energyTab,
        urbanismTab,
        financeTab,
        mediaTab,
        documentsTab,
        seoTab,
      ]),
    },
    crmField,
    translationStatusField(),
    {
      // Kept by computeListingQuality on every save; a stored number, so the list column costs
      // nothing per row and the list can sort by it.
      name: 'listingQuality',
      type: 'number',
      min: 0,
      max: 100,
      label: complianceTexts.quality,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: label(
          'Score 0–100: verplichte vermeldingen, aantal en grootte van de foto’s, lengte van de beschrijving per taal, vertalingen (automatisch bijgewerkt).',
          'Score 0–100 : mentions obligatoires, nombre et taille des photos, longueur de la description par langue, traductions (mis à jour automatiquement).',
          'Score 0–100: mandatory mentions, number and size of the photos, description length per language, translations (updated automatically).',
          'Wert 0–100: Pflichtangaben, Anzahl und Größe der Fotos, Länge der Beschreibung je Sprache, Übersetzungen (automatisch aktualisiert).',
        ),
      },
    },
  ],
  hooks: {
    beforeChange: [
      deriveLocation,
      deriveEpcLabel,
      deriveListedPrice,
      derivePublicPosition,
      computeUntranslated(['title', 'description']),
      computeListingQuality,
      checkMentionsOnPublish,
    ],
    afterChange: [maintainPropertyRoute.afterChange, revalidateProperty, queueSavedSearchMatches],
    afterDelete: [maintainPropertyRoute.afterDelete, revalidatePropertyDeletion],
  },
}
