// The saved searches' jobs (docs/decisions/0023): `matchSavedSearches` is queued by the
// Properties hook for each event (on the mail queue, so the minute's cron runs it: an instant
// alert is in the outbox within a minute of the publish); `sendAlertDigests` runs every morning
// and mails the daily digests, and the weekly ones a week after the last.
import type { TaskConfig } from 'payload'

import { sendDigests } from '@/lib/alerts/digest'
import { matchProperty } from '@/lib/alerts/match'
import { alertEvents, type AlertEvent } from '@/lib/alerts/criteria'
import { keepLease } from '@/lib/jobLeases'

import { MAIL_QUEUE } from './sendMail'

type MatchTask = {
  input: { propertyId: string; event: string; price?: number | null; oldPrice?: number | null }
  output: { matched: number; written: number }
}

export const matchSavedSearchesTask: TaskConfig<MatchTask> = {
  slug: 'matchSavedSearches',
  label: 'Match saved searches',
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
    const event = alertEvents.includes(input.event as AlertEvent)
      ? (input.event as AlertEvent)
      : null
    if (!event) return { output: { matched: 0, written: 0 } }
    // Outside the job's transaction: each alert commits its own (record + mail + job).
    const result = await keepLease(req.payload, job, () =>
      matchProperty(req.payload, {
        propertyId: input.propertyId,
        event,
        price: input.price ?? null,
        oldPrice: input.oldPrice ?? null,
      }),
    )
    return { output: result }
  },
}

export const sendAlertDigestsTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendAlertDigests',
  label: 'Send saved-search digests',
  schedule: [{ cron: '0 7 * * *', queue: MAIL_QUEUE }],
  retries: { attempts: 3 },
  handler: async ({ req }) => ({ output: { sent: await sendDigests(req.payload) } }),
}
