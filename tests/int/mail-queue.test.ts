// The mail queue after a crash (issue 11 §14): a job left "processing" by a runner that died is
// taken again once its lease expired and its mail arrives exactly once; two runners on one
// database never take the same job, and each mail arrives once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { MAIL_QUEUE, runMailQueue } from '@/jobs'
import { LEASE_MS } from '@/lib/db/jobLeases'

import { getTestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { unique } from './formsHelpers'

let payload: Payload
let smtp: TestSmtp

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await getTestPayload()
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp?.close()
})

/** A mail in the outbox and its job in the queue, as a form leaves them. */
const queueMail = async (to = unique('lease')) => {
  const outbox = await payload.create({
    collection: 'mail-outbox',
    data: {
      purpose: 'confirmation',
      to,
      subject: `Bevestiging ${to}`,
      html: '<p>Bedankt</p>',
      text: 'Bedankt',
      status: 'queued',
      attempts: 0,
    },
  })
  const job = await payload.jobs.queue({
    task: 'sendMail',
    input: { outboxId: String(outbox.id) },
    queue: MAIL_QUEUE,
  })
  return { to, outbox, job }
}

/** What a runner killed with -9 leaves behind: the job taken, its lease last renewed `ago`. */
const takenBy = async (jobId: number | string, ago: number) =>
  payload.db.updateJobs({
    id: jobId,
    data: { processing: true, updatedAt: new Date(Date.now() - ago).toISOString() },
    req: {},
    returning: false,
  } as never)

const jobsLeft = async (ids: Array<number | string>) =>
  (await payload.find({ collection: 'payload-jobs', where: { id: { in: ids } }, depth: 0 })).docs

describe('a mail whose runner died', () => {
  it('is sent exactly once by the next run, once the runner’s lease expired', async () => {
    const { to, job } = await queueMail()
    await takenBy(job.id, LEASE_MS + 60_000)
    await runMailQueue(payload)
    expect(await smtp.waitFor(to)).toHaveLength(1)
    await runMailQueue(payload)
    expect(await smtp.waitFor(to, 2, 300)).toHaveLength(1)
    expect(await jobsLeft([job.id])).toEqual([])
  })

  it('is not sent again when it went out before the runner died', async () => {
    const { to, outbox, job } = await queueMail()
    await payload.update({
      collection: 'mail-outbox',
      id: outbox.id,
      data: { status: 'sent', sentAt: new Date().toISOString() },
    })
    await takenBy(job.id, LEASE_MS + 60_000)
    await runMailQueue(payload)
    expect(await smtp.waitFor(to, 1, 300)).toEqual([])
    expect(await jobsLeft([job.id])).toEqual([])
  })

  it('is left to a runner that is still alive', async () => {
    const { to, job } = await queueMail()
    await takenBy(job.id, 5_000)
    await runMailQueue(payload)
    expect(await smtp.waitFor(to, 1, 300)).toEqual([])
    const [left] = await jobsLeft([job.id])
    expect(left.processing).toBe(true)
  })
})

describe('two runners on one database', () => {
  it('never take the same job', async () => {
    const queued = await Promise.all(Array.from({ length: 6 }, () => queueMail()))
    const ids = queued.map(({ job }) => job.id)
    const take = () =>
      payload.db.updateJobs({
        data: { processing: true },
        where: {
          and: [
            { id: { in: ids } },
            { completedAt: { exists: false } },
            { hasError: { not_equals: true } },
            { processing: { equals: false } },
          ],
        },
        limit: 6,
        req: {},
        returning: true,
      } as never) as Promise<Array<{ id: number | string }>>
    const [first, second] = await Promise.all([take(), take()])
    const taken = [...first, ...second].map((job) => String(job.id)).sort()
    expect(taken).toEqual(ids.map(String).sort())
    await payload.db.updateJobs({
      data: { processing: false },
      where: { id: { in: ids } },
      req: {},
      returning: false,
    } as never)
  })

  it('do not take a job the other runner finished between looking and taking', async () => {
    const { to, job } = await queueMail()
    const db = payload.db as unknown as { find: (args: unknown) => Promise<unknown> }
    const find = db.find
    // The other runner sends the mail and marks its job complete just after this runner looked.
    db.find = async (args) => {
      const found = await find.call(payload.db, args)
      if ((args as { collection?: string }).collection === 'payload-jobs') {
        db.find = find
        await payload.db.updateJobs({
          id: job.id,
          data: { completedAt: new Date().toISOString(), processing: false },
          req: {},
          returning: false,
        } as never)
      }
      return found
    }
    try {
      await runMailQueue(payload)
    } finally {
      db.find = find
    }
    expect(await smtp.waitFor(to, 1, 300)).toEqual([])
    const [left] = await jobsLeft([job.id])
    expect(left.processing).toBe(false)
    await payload.delete({ collection: 'payload-jobs', id: job.id })
  })

  it('send each mail once when they run at the same moment', async () => {
    const queued = await Promise.all(Array.from({ length: 8 }, () => queueMail()))
    await Promise.all([
      runMailQueue(payload, { limit: 3 }),
      runMailQueue(payload, { limit: 3 }),
      payload.jobs.run({ queue: MAIL_QUEUE, limit: 8, silent: true }),
    ])
    await runMailQueue(payload)
    for (const { to } of queued) expect(await smtp.waitFor(to, 2, 200), to).toHaveLength(1)
  })
})
