// Retention of the raw events of counting (decisions.md 8, issue 12: "raw events older than a day
// are deleted"): the view-hits claims, salted hashes that live 30 minutes. A view or a list page
// view deletes the expired ones as it comes (at most every five minutes per process); this job
// does it every hour whatever the traffic, so none is left over a day, and a quiet night or a
// site with no visitors keeps nothing. It runs on the retention queue, once across servers
// (docs/decisions/0013).
import type { TaskConfig } from 'payload'

import { deleteExpiredClaims } from '@/lib/portal/views'

import { RETENTION_QUEUE } from './purgeSubmissions'

export const purgeViewHitsTask: TaskConfig<{ input: object; output: object }> = {
  slug: 'purgeViewHits',
  label: 'Delete expired view claims',
  schedule: [{ cron: '0 * * * *', queue: RETENTION_QUEUE }],
  handler: async ({ req }) => {
    await deleteExpiredClaims(req.payload)
    return { output: {} }
  },
}
