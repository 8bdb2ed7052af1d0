// The ids of a property search, read through Payload's local API as the visitor (access control
// on): the ids-only `select` of every list search, and the search within an area. No
// `server-only` here, so that bench/area.ts measures the very same code outside Next.
import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { boundingBox, isInArea, type SearchArea } from './area'

export type PageOfIds = { ids: number[]; page: number; totalPages: number; totalDocs: number }

let idsOnlySelect: Record<string, false> | null = null

/**
 * A `select` that leaves every field out, so that the search's first query reads ids only. An
 * include `select` would not: the collection's `forceSelect` adds the owners (a JSON subquery per
 * row, which SQLite evaluates for every match before it sorts); an exclude `select` is taken
 * as it is. Field access still runs on what is read, and nothing of it leaves this module.
 */
export const idsOnly = (payload: Payload) => {
  // flattenedFields holds every top-level data field (those inside unnamed tabs and rows too).
  idsOnlySelect ??= Object.fromEntries(
    payload.collections.properties.config.flattenedFields
      .map((field) => field.name)
      .filter((name) => name !== 'id')
      .map((name) => [name, false]),
  )
  return idsOnlySelect
}

let positionOnlySelect: Record<string, false> | null = null

/** Like `idsOnly`, keeping the public position the exact area test reads. */
const positionOnly = (payload: Payload) => {
  positionOnlySelect ??= Object.fromEntries(
    Object.entries(idsOnly(payload)).filter(
      ([name]) => name !== 'publicLatitude' && name !== 'publicLongitude',
    ),
  )
  return positionOnlySelect
}

/**
 * The page's ids of a search within an area. The database keeps the matches inside the area's
 * bounding box (on the indexed public position), then the exact polygon or circle test runs
 * here, and the page and the count are taken from what passes it. The public position is the
 * exact one only where the address is published, so a hidden address is matched on its rounded
 * position and no answer depends on where the house really is.
 */
export const findIdsInArea = async (
  payload: Payload,
  {
    where,
    area,
    sort,
    locale,
    page,
    limit,
  }: {
    where: Where
    area: SearchArea
    sort: string
    locale: Locale
    page: number
    limit: number
  },
): Promise<PageOfIds> => {
  const box = boundingBox(area)
  const { docs } = await payload.find({
    collection: 'properties',
    where: {
      and: [
        where,
        { publicLatitude: { greater_than_equal: box.minLat } },
        { publicLatitude: { less_than_equal: box.maxLat } },
        { publicLongitude: { greater_than_equal: box.minLng } },
        { publicLongitude: { less_than_equal: box.maxLng } },
      ],
    },
    sort: [sort, '-id'],
    locale,
    depth: 0,
    pagination: false,
    select: positionOnly(payload),
    overrideAccess: false,
  })
  const ids = docs
    .filter((doc) => {
      const { publicLatitude: lat, publicLongitude: lng } = doc as Partial<Property>
      return typeof lat === 'number' && typeof lng === 'number' && isInArea({ lat, lng }, area)
    })
    .map((doc) => doc.id)
  return {
    ids: ids.slice((page - 1) * limit, page * limit),
    page,
    totalPages: Math.max(Math.ceil(ids.length / limit), 1),
    totalDocs: ids.length,
  }
}
