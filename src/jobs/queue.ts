// Running the mail queue: the server's autoRun cron (payload.config.ts) and runMailQueue() for
// tests and scripts. A job whose process died stays "processing" forever (Payload issue 17645):
// requeueStaleJobs frees those.
import type { Payload } from 'payload'

import { MAIL_QUEUE } from './sendMail'

/** A job still "processing" after this long belongs to a process that died. */
export const STALE_JOB_MS = 10 * 60 * 1000

export const requeueStaleJobs = async (payload: Payload, now = new Date()) => {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now.getTime() - STALE_JOB_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
  })
  if (docs.length)
    payload.logger.warn({
      msg: `Requeued ${docs.length} stale job(s)`,
      ids: docs.map((doc) => doc.id),
    })
  return docs.length
}

/** Sends every mail that is due now, one job after the other, in batches of `limit`. */
export const runMailQueue = async (payload: Payload, { limit = 100 }: { limit?: number } = {}) => {
  await requeueStaleJobs(payload)
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
