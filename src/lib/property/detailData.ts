// What a property's page shows, derived once from its document (src/lib/data/properties.ts reads
// it): the list it belongs to, the facts, the address, the cost inputs, the mentions, the
// photos… The page's components only put these in words and markup.
import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { PropertyDetail, SimilarTo } from '@/lib/data/properties'
import {
  formatFieldValue,
  listedPrice,
  parseVideoUrl,
  regionForPostcode,
  type EnergyRegion,
  type NewBuild,
  type VideoRef,
} from '@/lib/domain'
import { isPropertyClosed } from '@/lib/forms/propertyRequests'
import { toImage, type ImageData } from '@/lib/images'
import { siteOrigin } from '@/lib/origin'
import { placeName, postalPlace } from '@/lib/placeName'
import { shownFieldGroups, type ShownGroup } from '@/lib/property/fieldGroups'
import { propertyMentions, type Mentions } from '@/lib/property/mentions'
import { realEstateListing, type JsonLd } from '@/lib/seo/jsonLd'
import { LIST_NAME_KEYS, listRouteOf, type ListRoute } from '@/lib/site/goals'
import { propertyPath } from '@/lib/site/paths'
import type { Document, Media, Property, Team } from '@/payload-types'

/** A photo as the gallery shows it: large, and as a thumbnail. */
export type DetailImage = { full: ImageData; thumb: ImageData }

/** A document to download (the price list, a plan, a certificate). */
export type DetailDocument = { id: number; url: string; title: string }

/** Where the map puts the property or project (src/components/map/LocationMapSection.tsx). */
export type DetailLocation = {
  latitude?: number | null
  longitude?: number | null
  publishAddress?: boolean | null
}

export const MOBISCORE_KEYS = [
  'publicTransport',
  'education',
  'shops',
  'leisure',
  'health',
  'environment',
  'nearby',
] as const

export type MobiscoreKey = (typeof MOBISCORE_KEYS)[number]

export type PropertyDetailData = {
  id: number
  title: string
  goal: Property['goal']
  status: NonNullable<Property['status']>
  /** Sold or rented: no visit, offer or cost panel any more. */
  closed: boolean
  /** The asking price or rent as stored (null: on request), for the measurement's events. */
  price: number | null
  zip: string
  /** The list the property is shown in, and its name (a `Layout` catalogue key). */
  list: { href: ListRoute; nameKey: (typeof LIST_NAME_KEYS)[Property['goal']] }
  /** The site's origin and the page's own absolute address (structured data, share links). */
  origin: string
  url: string
  /** The schema.org listing of the page (its breadcrumbs are put in words by the page). */
  listing: JsonLd
  /** The published address, or the postcode and town (with the country outside Belgium). */
  address: string
  /** The ribbon ("New", "Price reduced"). */
  marquee: string | null
  gallery: DetailImage[]
  facts: {
    /** Formatted; null: the price is on request. */
    price: string | null
    propertyType: string | null
    bedrooms: string | null
    livingArea: string | null
    groundArea: string | null
    epcLabel: string | null
  }
  /** The description's paragraphs; null when it has none. */
  description: string[] | null
  /** The purchase-cost panel's inputs, while the property can still be bought. */
  costs: {
    price: number
    region: EnergyRegion
    newBuild: NewBuild | null
  } | null
  energy: { region: EnergyRegion; label: string | null; value: number | null } | null
  mentions: Mentions | null
  /** The field groups in the order shown, without the rows the mentions show. */
  fieldGroups: ShownGroup[]
  mobiscore: { key: MobiscoreKey; score: number }[]
  /** The video first, then the virtual tour. */
  media: { kind: 'video' | 'virtualTour'; ref: VideoRef }[]
  documents: DetailDocument[]
  location: DetailLocation
  manager: Team | null
  /** What the forms need to know of the property (src/components/property/PropertyFormLinks). */
  requests: { id: string; goal: Property['goal']; status: NonNullable<Property['status']> }
  similarTo: SimilarTo
}

/** A text's paragraphs: split on blank lines, trimmed, empty ones left out. */
export const paragraphs = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)

/** The populated documents with a file, in their order. */
export const detailDocuments = (
  documents: (number | Document | null | undefined)[],
): DetailDocument[] => {
  const seen = new Set<Document['id']>()
  return (
    documents
      .filter((doc): doc is Document => typeof doc === 'object' && doc !== null && Boolean(doc.url))
      // A project's price list is often among its documents too: each document once.
      .filter((doc) => !seen.has(doc.id) && Boolean(seen.add(doc.id)))
      .map((doc) => ({ id: doc.id, url: doc.url!, title: doc.title }))
  )
}

/** The populated photos of a document as the gallery shows them. */
export const detailGallery = (images: (number | Media)[] | null | undefined): DetailImage[] =>
  (images ?? [])
    .filter((image): image is Media => typeof image === 'object')
    .map((image) => ({ full: toImage(image, 'gallery')!, thumb: toImage(image, 'card')! }))

/** The populated manager of a property or project, or null when it is only an id or unset. */
export const managerOf = (manager: unknown): Team | null =>
  typeof manager === 'object' && manager !== null ? (manager as Team) : null

const area = (value: number | null | undefined, locale: Locale) =>
  value ? `${formatFieldValue(value, 'number', locale)} m²` : null

/** The price as shown in the facts; null when it is on request. */
const shownPrice = (property: PropertyDetail) => listedPrice(property, null)

// The domain's address rule: street, number, box ("bus", "bte", …), postcode and town (with its
// country outside Belgium).
const shownAddress = (property: PropertyDetail, locale: Locale) => {
  const place = placeName(property.city, property.countryId, locale)
  if (!property.publishAddress) return postalPlace(property.zip, place)
  return (
    formatFieldValue(
      {
        street: property.street,
        houseNumber: property.houseNumber,
        boxNr: property.boxNumber,
        zip: property.zip,
        city: place,
      },
      'address',
      locale,
    ) ?? postalPlace(property.zip, place)
  )
}

const shownMedia = (property: PropertyDetail): PropertyDetailData['media'] => {
  const video = property.videoUrl ? parseVideoUrl(property.videoUrl) : null
  const tour = property.virtualTourUrl ? parseVideoUrl(property.virtualTourUrl) : null
  return [
    ...(video ? [{ kind: 'video' as const, ref: video }] : []),
    ...(tour ? [{ kind: 'virtualTour' as const, ref: tour }] : []),
  ]
}

const shownMobiscore = (property: PropertyDetail): PropertyDetailData['mobiscore'] =>
  MOBISCORE_KEYS.flatMap((key) => {
    const score = property.mobiscore?.[key]
    return typeof score === 'number' ? [{ key, score }] : []
  })

/**
 * The typed figures the purchase-cost panel computes itself, from the rules in force and the
 * visitor's situation: where the panel shows, they are left out of the finance facts, so that
 * a page never gives two answers to one question (docs/decisions/0025).
 */
const COMPUTED_BY_PANEL = new Set([
  'notaryFees',
  'notaryFeesExVat',
  'registrationRights',
  'buildingVat',
  'totalCost',
])

/** The purchase-cost panel's inputs: a property for sale, still to buy, with a price. */
const costInputs = (
  property: PropertyDetail,
  region: EnergyRegion | null,
  closed: boolean,
): PropertyDetailData['costs'] =>
  property.goal === 'sale' &&
  !closed &&
  typeof property.price === 'number' &&
  property.price > 0 &&
  region
    ? {
        price: property.price,
        region,
        newBuild: property.finance?.vatRegime
          ? {
              vatRate: property.finance.vatRate ?? null,
              landPart: property.finance.groundPart ?? null,
            }
          : null,
      }
    : null

const energyOf = (
  property: PropertyDetail,
  region: EnergyRegion | null,
): PropertyDetailData['energy'] => {
  const label = property.epc?.label ?? null
  if (!(label || property.epc?.value) || !region) return null
  const value = property.epc?.value
  return { region, label, value: typeof value === 'number' ? value : null }
}

/** Everything the property's page shows, from its document, in `locale`. */
export const propertyDetailData = async (
  property: PropertyDetail,
  locale: Locale,
): Promise<PropertyDetailData> => {
  const origin = await siteOrigin()
  const url = origin + propertyPath(locale, property)
  const gallery = detailGallery(property.images)
  const region =
    property.region ?? (property.countryId === 50 ? 'luxembourg' : regionForPostcode(property.zip))
  const closed = isPropertyClosed(property)
  const status = property.status ?? 'available'
  const costs = costInputs(property, region, closed)
  const mentions = propertyMentions(
    property as unknown as Parameters<typeof propertyMentions>[0],
    locale,
    new Date().toISOString().slice(0, 10),
  )
  return {
    id: property.id,
    title: property.title,
    goal: property.goal,
    status,
    closed,
    price: property.price ?? null,
    zip: property.zip,
    list: { href: listRouteOf(property.goal), nameKey: LIST_NAME_KEYS[property.goal] },
    origin,
    url,
    listing: realEstateListing({
      name: property.title,
      url,
      description: property.description,
      image: gallery[0] ? origin + gallery[0].full.url : null,
      datePosted: property.createdAt,
      price: property.price,
      goal: property.goal,
      available: !closed,
      address: {
        zip: property.zip,
        city: property.city,
        street: property.publishAddress ? property.street : null,
        country: property.countryId === 50 ? 'LU' : 'BE',
      },
    }),
    address: shownAddress(property, locale),
    marquee: property.marquee ?? null,
    gallery,
    facts: {
      price: shownPrice(property),
      propertyType: property.propertyType || null,
      bedrooms: property.rooms?.bedrooms ? String(property.rooms.bedrooms) : null,
      livingArea: area(property.surfaces?.living, locale),
      groundArea: area(property.surfaces?.ground, locale),
      epcLabel: property.epc?.label || null,
    },
    description: property.description ? paragraphs(property.description) : null,
    costs,
    energy: energyOf(property, region),
    mentions,
    // A mandatory mention is shown once, in its own section; a cost the panel computes, there.
    fieldGroups: shownFieldGroups(property as unknown as Record<string, unknown>, locale)
      .map((group) => ({
        ...group,
        fields: group.fields.filter(
          (field) =>
            !mentions?.replaces.includes(field.key) && !(costs && COMPUTED_BY_PANEL.has(field.key)),
        ),
      }))
      .filter((group) => group.fields.length > 0),
    mobiscore: shownMobiscore(property),
    media: shownMedia(property),
    documents: detailDocuments(property.documents ?? []),
    location: {
      latitude: property.latitude,
      longitude: property.longitude,
      publishAddress: property.publishAddress,
    },
    manager: managerOf(property.manager),
    requests: { id: String(property.id), goal: property.goal, status },
    similarTo: {
      id: property.id,
      goal: property.goal,
      propertyType: property.propertyType,
      price: property.price,
      region: property.region,
      latitude: property.latitude,
      longitude: property.longitude,
    },
  }
}
