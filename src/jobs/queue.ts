// Running the mail queue: the server's autoRun cron (src/jobs/index.ts, started with the server
// by src/instrumentation.ts) and runMailQueue() for tests and scripts. Jobs whose runner died
// are taken again by the next run once their lease expired (src/lib/db/jobLeases.ts).
import type { Payload } from 'payload'

import { MAIL_QUEUE } from '@/lib/mail/outbox'

/** Sends every mail that is due now, one job after the other, in batches of `limit`. */
export const runMailQueue = async (payload: Payload, { limit = 100 }: { limit?: number } = {}) => {
  let ran = 0
  // A batch that leaves jobs behind is followed by another; failed jobs wait for their back-off.
  for (let batch = 0; batch < 50; batch++) {
    const result = await payload.jobs.run({
      queue: MAIL_QUEUE,
      limit,
      sequential: true,
      silent: { info: true },
    })
    const count = Object.keys(result.jobStatus ?? {}).length
    ran += count
    if (result.noJobsRemaining || count < limit) break
  }
  return { ran }
}
