// `matchFavourites` (docs/decisions/0028): queued by the Properties hook for a price drop, an
// option, a sale or a rental; mails the confirmed favourites lists holding the property, once
// ever per list, property and event (src/lib/favourites/alerts.ts). On the mail queue, so the
// minute's cron runs it.
import type { TaskConfig } from 'payload'

import { matchFavourites } from '@/lib/favourites/alerts'
import { favouriteEvents, type FavouriteEvent } from '@/lib/favourites/statuses'
import { keepLease } from '@/lib/jobLeases'

type MatchTask = {
  input: { propertyId: string; event: string; price?: number | null; oldPrice?: number | null }
  output: { matched: number; written: number }
}

export const matchFavouritesTask: TaskConfig<MatchTask> = {
  slug: 'matchFavourites',
  label: 'Alert favourites',
  inputSchema: [
    { name: 'propertyId', type: 'text', required: true },
    { name: 'event', type: 'text', required: true },
    { name: 'price', type: 'number' },
    { name: 'oldPrice', type: 'number' },
  ],
  outputSchema: [
    { name: 'matched', type: 'number' },
    { name: 'written', type: 'number' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, job, req }) => {
    const event = favouriteEvents.includes(input.event as FavouriteEvent)
      ? (input.event as FavouriteEvent)
      : null
    if (!event) return { output: { matched: 0, written: 0 } }
    // Outside the job's transaction: each mail commits its own (outbox row + send job).
    const output = await keepLease(req.payload, job, () =>
      matchFavourites(req.payload, {
        propertyId: input.propertyId,
        event,
        price: input.price ?? null,
        oldPrice: input.oldPrice ?? null,
      }),
    )
    return { output }
  },
}
