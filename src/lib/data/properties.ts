// The only place pages read properties from. Public reads go through access control as an
// anonymous visitor (overrideAccess: false): drafts, owners, notes and hidden prices never reach
// the site. Results are cached per locale and parameters, tagged for exact revalidation.
import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import { readDetail } from '@/lib/preview'
import { rankSimilar } from '@/lib/property/similar'
import { findCardDocs, findListPage, type ListQuery } from '@/lib/search/listPage'
import type { ListParams } from '@/lib/search/listParams'
import { PROPERTIES_PER_PAGE } from '@/lib/search/pageSize'
import { buildPropertyWhere, listSort } from '@/lib/search/propertyWhere'
import { toImage, type ImageData } from '@/lib/images'
import { placeName } from '@/lib/placeName'
import { propertyPath } from '@/lib/site/paths'
import type { Media, Property } from '@/payload-types'

export { PROPERTIES_PER_PAGE }

export type PropertyCardData = {
  id: number
  href: string
  title: string
  goal: 'sale' | 'rent'
  status: NonNullable<Property['status']>
  propertyType: string | null
  price: number | null
  priceUnit: number | null
  priceUnitText: string | null
  zip: string
  city: string
  /** The town as shown: `cityLabel` with the country outside Belgium (src/lib/placeName.ts). */
  place: string
  bedrooms: number | null
  livingArea: number | null
  epcLabel: string | null
  latitude: number | null
  longitude: number | null
  image: ImageData | null
}

export type PropertyListPage = {
  properties: PropertyCardData[]
  page: number
  totalPages: number
  totalDocs: number
}

export const toCard = (
  doc: Partial<Property> & { id: number },
  locale: Locale,
): PropertyCardData => ({
  id: doc.id,
  href: propertyPath(locale, {
    id: doc.id,
    goal: doc.goal ?? 'sale',
    city: doc.city ?? '',
    title: doc.title ?? '',
  }),
  title: doc.title ?? '',
  goal: doc.goal ?? 'sale',
  status: doc.status ?? 'available',
  propertyType: doc.propertyType ?? null,
  price: doc.price ?? null,
  priceUnit: doc.priceUnit ?? null,
  priceUnitText: doc.priceUnitText ?? null,
  zip: doc.zip ?? '',
  city: doc.city ?? '',
  place: placeName(doc.city, doc.countryId, locale),
  bedrooms: doc.rooms?.bedrooms ?? null,
  livingArea: doc.surfaces?.living ?? null,
  epcLabel: doc.epc?.label ?? null,
  latitude: doc.latitude ?? null,
  longitude: doc.longitude ?? null,
  image: toImage(doc.images?.[0], 'card'),
})

const findCards = async (query: ListQuery): Promise<PropertyListPage> => {
  const payload = await getPayloadClient()
  const { docs, page, totalPages, totalDocs } = await findListPage(payload, query)
  return {
    properties: docs.map((doc) => toCard(doc, query.locale)),
    page,
    totalPages,
    totalDocs,
  }
}

/** One page of a property list with the visitor's filters and sort order. */
export const searchProperties = cache(
  (goal: 'sale' | 'rent', locale: Locale, params: ListParams, limit = PROPERTIES_PER_PAGE) =>
    unstable_cache(
      () =>
        findCards({
          where: buildPropertyWhere(goal, params),
          area: params.area,
          sort: listSort(params.sort),
          locale,
          page: params.page,
          limit,
        }),
      ['property-search', goal, locale, JSON.stringify(params), String(limit)],
      { tags: [cacheTags.propertyLists], revalidate: 3600 },
    )(),
)

/** The properties an editor put in the spotlight (`featured`), newest first, for carousels. */
export const findFeaturedProperties = cache(
  (goal: 'sale' | 'rent', locale: Locale, params: ListParams, limit: number) =>
    unstable_cache(
      () =>
        findCards({
          where: { and: [buildPropertyWhere(goal, params), { featured: { equals: true } }] },
          area: params.area,
          sort: '-createdAt',
          locale,
          page: 1,
          limit,
        }),
      ['property-featured', goal, locale, JSON.stringify(params), String(limit)],
      { tags: [cacheTags.propertyLists], revalidate: 3600 },
    )(),
)

/** Every match of a search with coordinates, for the map view (no paging). */
export const searchPropertiesForMap = cache(
  (goal: 'sale' | 'rent', locale: Locale, params: ListParams) =>
    unstable_cache(
      () =>
        findCards({
          where: { and: [buildPropertyWhere(goal, params), { latitude: { exists: true } }] },
          area: params.area,
          sort: listSort(params.sort),
          locale,
          page: 1,
          limit: 500,
        }),
      ['property-map', goal, locale, JSON.stringify({ ...params, page: 1 })],
      { tags: [cacheTags.propertyLists], revalidate: 3600 },
    )(),
)

/**
 * The newest properties of a goal that a visitor can still visit (available or under option),
 * for the home page and the carousels: a sold or rented property stays reachable on its page and
 * in the lists, but never leads a row called "new for sale".
 */
export const findAvailableProperties = cache(
  (goal: 'sale' | 'rent', locale: Locale, params: ListParams, limit: number) =>
    unstable_cache(
      () =>
        findCards({
          where: {
            and: [buildPropertyWhere(goal, params), { status: { in: ['available', 'option'] } }],
          },
          sort: '-createdAt',
          locale,
          page: 1,
          limit,
        }),
      ['property-available', goal, locale, JSON.stringify(params), String(limit)],
      { tags: [cacheTags.propertyLists], revalidate: 3600 },
    )(),
)

export type PropertyDetail = Property & { images?: Media[] | null }

/** A published property (the latest draft for a previewing editor) with its relations, or null. */
export const getPropertyDetail = cache((id: number, locale: Locale) =>
  readDetail<PropertyDetail>('properties', id, locale, [cacheTags.property(id), cacheTags.team]),
)

/** What similar properties are looked up by. */
export type SimilarTo = Pick<
  Property,
  'id' | 'goal' | 'propertyType' | 'price' | 'region' | 'latitude' | 'longitude'
>

/** Same goal and type, available, in a similar price band and region, nearest first. */
export const findSimilarProperties = (property: SimilarTo, locale: Locale, limit = 3) =>
  unstable_cache(
    async () => {
      const price = property.price ?? 0
      const and: Where[] = [
        { id: { not_equals: property.id } },
        { goal: { equals: property.goal } },
        { status: { in: ['available', 'option'] } },
      ]
      if (property.propertyType) and.push({ propertyType: { equals: property.propertyType } })
      if (price > 0) {
        and.push({ price: { greater_than_equal: price * 0.7 } })
        and.push({ price: { less_than_equal: price * 1.3 } })
      }
      if (property.region) and.push({ region: { equals: property.region } })
      // A wider pool, then the nearest first (src/lib/property/similar.ts).
      const pool = await findCards({
        where: { and },
        sort: '-createdAt',
        locale,
        page: 1,
        limit: 24,
      })
      const origin = {
        latitude: property.latitude ?? null,
        longitude: property.longitude ?? null,
        price: property.price ?? null,
      }
      return { ...pool, properties: rankSimilar(origin, pool.properties, limit) }
    },
    ['property-similar', String(property.id), locale],
    { tags: [cacheTags.property(property.id), cacheTags.propertyLists], revalidate: 3600 },
  )()

/**
 * The cards of these ids that a visitor may see (published; through access control), in the
 * order of `ids`; unknown, unpublished and deleted ids are left out. For the favourites page.
 */
export const findPropertyCardsByIds = (ids: readonly number[], locale: Locale) =>
  unstable_cache(
    async (): Promise<PropertyCardData[]> => {
      const docs = await findCardDocs(await getPayloadClient(), ids, locale)
      return docs.map((doc) => toCard(doc, locale))
    },
    ['property-cards-by-id', locale, ids.join(',')],
    { tags: [cacheTags.propertyLists], revalidate: 3600 },
  )()
