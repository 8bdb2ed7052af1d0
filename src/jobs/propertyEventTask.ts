// The shape of a job queued by the Properties hook for an event of one property (a publish, a
// price drop, a sale…): its input, its output, its retries, and the property's lease kept while
// it runs. The saved searches' and the favourites' alerts are two of them.
import type { Payload, TaskConfig } from 'payload'

import { keepLease } from '@/lib/db/jobLeases'

type PropertyEventTask = {
  input: { propertyId: string; event: string; price?: number | null; oldPrice?: number | null }
  output: { matched: number; written: number }
}

type PropertyEvent<E extends string> = {
  propertyId: string
  event: E
  price: number | null
  oldPrice: number | null
}

export const propertyEventTask = <E extends string>({
  slug,
  label,
  events,
  run,
}: {
  slug: string
  label: string
  /** The events this task answers; another event in the input is done with at once. */
  events: readonly E[]
  /** Runs outside the job's transaction: each mail commits its own. */
  run: (payload: Payload, event: PropertyEvent<E>) => Promise<{ matched: number; written: number }>
}): TaskConfig<PropertyEventTask> => ({
  slug,
  label,
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
    const event = events.find((known) => known === input.event)
    if (!event) return { output: { matched: 0, written: 0 } }
    const output = await keepLease(req.payload, job, () =>
      run(req.payload, {
        propertyId: input.propertyId,
        event,
        price: input.price ?? null,
        oldPrice: input.oldPrice ?? null,
      }),
    )
    return { output }
  },
})
