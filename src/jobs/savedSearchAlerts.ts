// The saved searches' jobs (docs/decisions/0023): `matchSavedSearches` is queued by the
// Properties hook for each event (on the mail queue, so the minute's cron runs it: an instant
// alert is in the outbox within a minute of the publish); `sendAlertDigests` runs every morning
// and mails the daily digests, and the weekly ones a week after the last.
import type { TaskConfig } from 'payload'

import { sendDigests } from '@/lib/alerts/digest'
import { matchProperty } from '@/lib/alerts/match'
import { alertEvents } from '@/lib/alerts/criteria'

import { propertyEventTask } from './propertyEventTask'
import { MAIL_QUEUE } from './sendMail'

export const matchSavedSearchesTask = propertyEventTask({
  slug: 'matchSavedSearches',
  label: 'Match saved searches',
  events: alertEvents,
  run: matchProperty,
})

export const sendAlertDigestsTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendAlertDigests',
  label: 'Send saved-search digests',
  schedule: [{ cron: '0 7 * * *', queue: MAIL_QUEUE }],
  retries: { attempts: 3 },
  handler: async ({ req }) => ({ output: { sent: await sendDigests(req.payload) } }),
}
