// Counting how often a property appears in the site's search results, for its owner (issue 12:
// "count search appearances the same way, one batched call per list page view"). Same rules as
// page views (views.ts): no cookie, no stored address or user agent, crawlers ignored, unknown
// and unpublished ids ignored, aggregated per property and day on the day's "direct" row of
// property-views (`appearances`).
//
// Deduplication: one claim per visitor and *result page* (the set of ids shown) per 30 minutes,
// not one per visitor and property. A reload, the back button from a detail page or paging back
// to a page already seen count nothing again; a property that shows up in another search of the
// same visitor did appear again, and counts. One claim instead of twelve keeps a list page view
// at one raw row and a handful of statements (docs/decisions/0015, "Search appearances").
import type { Payload } from 'payload'

import { PROPERTIES_PER_PAGE } from '@/lib/search/pageSize'

import { isCrawler } from './crawler'
import { brusselsDay } from './dates'
import { bumpRow, countOnce, purgeExpired, visitorHash } from './views'

/** A list page shows at most this many properties; more ids in one call are refused. */
export const APPEARANCES_MAX_IDS = PROPERTIES_PER_PAGE

/** The row of the day that carries a property's appearances (its "direct" views row). */
export const appearanceRowKey = (day: string, propertyId: number) =>
  `${day}|properties:${propertyId}|direct`

type Sighting = {
  propertyIds: number[]
  clientAddress: string
  userAgent: string | null
  now?: Date
}

/** The published properties among `ids` (unknown and unpublished ids count nothing). */
const publishedAmong = async (payload: Payload, ids: number[]) => {
  // The adapter's find: ids only, none of the local API's hooks over the property's fields.
  const { docs } = await payload.db.find({
    collection: 'properties',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    select: { id: true },
    limit: ids.length,
    pagination: false,
  })
  return docs.map((doc) => Number(doc.id))
}

/** Counts one list page view's appearances; returns the ids that were counted. */
export async function countAppearances(payload: Payload, sighting: Sighting): Promise<number[]> {
  const now = sighting.now ?? new Date()
  if (isCrawler(sighting.userAgent)) return []
  const ids = [...new Set(sighting.propertyIds)].sort((a, b) => a - b)
  if (!ids.length || ids.length > APPEARANCES_MAX_IDS) return []
  const published = await publishedAmong(payload, ids)
  if (!published.length) return []
  const day = brusselsDay(now)
  const key = visitorHash({
    secret: payload.secret,
    day,
    clientAddress: sighting.clientAddress,
    userAgent: sighting.userAgent ?? '',
    what: `appearances:${ids.join(',')}`,
  })
  await purgeExpired(payload, now).catch(() => undefined)
  // The claim and the twelve increments: one transaction, one commit.
  const counted = await countOnce(payload, { key, now }, async (req) => {
    for (const id of published)
      await bumpRow(payload, req, {
        key: appearanceRowKey(day, id),
        field: 'appearances',
        row: () => ({ day, source: 'direct', property: id }),
      })
  })
  return counted ? published : []
}
