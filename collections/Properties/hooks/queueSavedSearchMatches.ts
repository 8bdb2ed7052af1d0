// The events saved searches are alerted about (docs/alerts.md): a property published for
// the first time, its price lowered, back to available. Each queues a `matchSavedSearches` job in
// the save's transaction; the job does the matching (src/lib/alerts/match.ts). Compared with the
// last published version, so draft edits in between neither hide nor invent an event.
import type { CollectionAfterChangeHook } from 'payload'

import { MAIL_QUEUE } from '@/jobs/sendMail'
import { queueFavouriteAlerts } from '@/lib/favourites/alerts'

type Version = { listedPrice?: number | null; status?: string | null }

export const queueSavedSearchMatches: CollectionAfterChangeHook = async ({ doc, req }) => {
  // Seeding and bulk imports opt out, like the revalidation.
  if (req.context.skipRevalidate || req.context.skipAlerts) return doc
  if (doc._status !== 'published') return doc
  if (!('saved-searches' in req.payload.collections)) return doc
  const { docs } = await req.payload.findVersions({
    collection: 'properties',
    where: {
      and: [
        { parent: { equals: doc.id } },
        { 'version._status': { equals: 'published' } },
        { updatedAt: { less_than: doc.updatedAt } },
      ],
    },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    req,
  })
  const before = (docs[0]?.version ?? null) as Version | null
  const events: { event: string; price?: number; oldPrice?: number }[] = []
  if (!before) events.push({ event: 'new' })
  else {
    if (
      typeof before.listedPrice === 'number' &&
      typeof doc.listedPrice === 'number' &&
      doc.listedPrice < before.listedPrice
    )
      events.push({ event: 'priceDrop', price: doc.listedPrice, oldPrice: before.listedPrice })
    if (doc.status === 'available' && before.status && before.status !== 'available')
      events.push({ event: 'available' })
  }
  // Favourites have their own events (a sale, a rental…) and job: docs/decisions/0028.
  await queueFavouriteAlerts(req, doc, before)
  for (const input of events) {
    await req.payload.jobs.queue({
      task: 'matchSavedSearches',
      input: { propertyId: String(doc.id), ...input },
      queue: MAIL_QUEUE,
      req,
    })
  }
  return doc
}
