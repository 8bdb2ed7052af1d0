// A run of the job queue that fails while taking jobs must give its database connection back
// (issue 13: the server that lost the race for the mail jobs kept its connections "idle in
// transaction (aborted)", then answered health with 503 and hung on forms). Payload's job runner
// takes jobs inside a transaction of its own and commits it only on success; the adapter rolls
// it back when taking the jobs fails (src/lib/db/jobLeases.ts).
import { expect, it } from 'vitest'

import { MAIL_QUEUE } from '@/jobs'
import { databaseKind } from '@/lib/env'

import { getTestPayload } from '../helpers/payload'

/** More failing runs than the connection pool (pg: 10) and the SQLite write lock can survive. */
const RUNS = 12

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms),
    ),
  ])

it('leaves no transaction open after runs that fail while taking jobs; the site still reads and writes', async () => {
  const payload = await getTestPayload()
  for (let run = 0; run < RUNS; run++) {
    // A query the adapter refuses while the runner holds its transaction (a bad field here;
    // in production a lost race or a dropped connection).
    await expect(
      withTimeout(
        payload.jobs.run({
          queue: MAIL_QUEUE,
          where: { noSuchField: { equals: 1 } } as never,
          silent: true,
        }),
        20_000,
        `failing run ${run + 1}`,
      ),
    ).rejects.toThrow(/noSuchField/)
  }
  if (databaseKind() === 'postgres') {
    const pool = (
      payload.db as unknown as {
        pool: { query: (sql: string) => Promise<{ rows: { state: string; n: number }[] }> }
      }
    ).pool
    const { rows } = await withTimeout(
      pool.query(
        `SELECT state, count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%' GROUP BY state`,
      ),
      5_000,
      'pg_stat_activity',
    )
    expect(rows).toEqual([])
  }
  // What the health check and a form do: a read and a write, answered at once.
  await withTimeout(payload.count({ collection: 'users' }), 5_000, 'a read after the runs')
  const outbox = await withTimeout(
    payload.create({
      collection: 'mail-outbox',
      data: {
        purpose: 'confirmation',
        to: 'after@test.example',
        subject: 'x',
        html: 'x',
        text: 'x',
        status: 'sent',
        attempts: 1,
      },
    }),
    5_000,
    'a write after the runs',
  )
  await payload.delete({ collection: 'mail-outbox', id: outbox.id })
})
