// The database work of one page of a property list: the page's ids and the count
// (findIdsPage / findIdsInArea), then the cards of those ids. No `server-only` here, so that
// bench/listSearch.ts measures the very same code outside Next (src/lib/data/properties.ts
// wraps it in the page caches and turns the documents into cards).
import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import type { SearchArea } from './area'
import { findIdsInArea, findIdsPage } from './areaSearch'

/** What a property card shows, read as a visitor. */
export const cardSelect = {
  title: true,
  goal: true,
  status: true,
  propertyType: true,
  price: true,
  publishPrice: true,
  priceUnit: true,
  priceUnitText: true,
  zip: true,
  city: true,
  countryId: true,
  rooms: { bedrooms: true },
  surfaces: { living: true },
  epc: { label: true },
  latitude: true,
  longitude: true,
  images: true,
} as const

export type ListQuery = {
  where: Where
  area?: SearchArea
  sort: string | string[]
  locale: Locale
  page: number
  limit: number
}

export type ListPageDocs = {
  /** The page's documents in the list's order. */
  docs: (Partial<Property> & { id: number })[]
  page: number
  totalPages: number
  totalDocs: number
}

/**
 * One page of a list in two steps: the page's ids (and the count), then the cards of those ids.
 * In one query SQLite builds the card columns (images and translations, as JSON subqueries) for
 * every match before sorting and keeping a page: 100 000 properties made a list search cost
 * seconds.
 */
export const findListPage = async (
  payload: Payload,
  { where, area, sort, locale, page, limit }: ListQuery,
): Promise<ListPageDocs> => {
  const result = area
    ? await findIdsInArea(payload, { where, area, sort, locale, page, limit })
    : await findIdsPage(payload, { where, sort, locale, page, limit })
  return {
    docs: await findCardDocs(payload, result.ids, locale),
    page: result.page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

/**
 * The card fields of these ids that a visitor may see (published; through access control), in
 * the order of `ids`; unknown, unpublished and deleted ids are left out. The one cards read of
 * the lists, the favourites page and the benches.
 */
export const findCardDocs = async (
  payload: Payload,
  ids: readonly number[],
  locale: Locale,
): Promise<ListPageDocs['docs']> => {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'properties',
    where: { id: { in: [...ids] } },
    locale,
    depth: 1,
    limit: ids.length,
    pagination: false,
    select: cardSelect,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.map((id) => byId.get(id)).filter((doc) => doc !== undefined) as ListPageDocs['docs']
}
