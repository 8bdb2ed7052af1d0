// Leases on the jobs of Payload's queue (docs/decisions/0013).
//
// A runner that takes a job holds it for LEASE_MS, renewed while the job runs (keepLease). A job
// whose lease expired belongs to a runner that died (kill -9, a crash, a deploy): the next run
// of the queue, in any process, takes it again. Taking a job is a compare-and-set on its row,
// so two runners on one database (two servers on PostgreSQL) never both take the same job:
// Payload 3.90 reads the free jobs, then marks them one by one, and two runners that read at
// the same moment both ran the job (upstream issue 17645 for the job left "processing").
import type { BaseDatabaseAdapter, Payload, Where } from 'payload'

/** How long a job stays taken without a sign of life from its runner. */
export const LEASE_MS = 2 * 60 * 1000
/** How often a running job renews its lease. */
export const LEASE_RENEW_MS = 30 * 1000

const jobs = 'payload-jobs'

/** Free, or taken by a runner whose lease expired before `cutoff`. */
const free = (cutoff: string): Where => ({
  or: [
    { processing: { equals: false } },
    { and: [{ processing: { equals: true } }, { updatedAt: { less_than: cutoff } }] },
  ],
})

const isNotProcessing = (clause: Where) => {
  const processing = (clause as { processing?: { equals?: unknown } }).processing
  return Object.keys(clause).length === 1 && processing?.equals === false
}

/** The runner's query for free jobs, with jobs whose lease expired counted as free. */
export const withExpiredLeases = (where: Where, cutoff: string): Where => {
  const and = (where.and ?? []) as Where[]
  if (!and.some(isNotProcessing)) return where
  return { ...where, and: and.map((clause) => (isNotProcessing(clause) ? free(cutoff) : clause)) }
}

/**
 * The candidates in ascending id order. Each row a runner takes stays locked until its
 * transaction commits; two runners that took rows in different orders (the queue's sort ties on
 * `createdAt` for jobs queued in one millisecond, and PostgreSQL returns ties in any order) each
 * waited for the other's row, and PostgreSQL killed one of them ("deadlock detected"). Taken in
 * one global order, a runner only ever waits for a runner ahead of it.
 */
export const inLockOrder = (ids: Array<number | string>) =>
  [...ids].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  )

type UpdateJobsArgs = {
  id?: number | string
  data: Record<string, unknown>
  limit?: number
  req?: unknown
  returning?: boolean
  sort?: unknown
  where?: Where
}
type AnyFn = (...args: unknown[]) => Promise<unknown>

/**
 * Wraps an adapter's `updateJobs` so that
 * - a runner taking jobs (`processing: true` over a query) takes free jobs and jobs whose lease
 *   expired, each by an atomic update of its row (`UPDATE … WHERE id = ? AND (free or lease
 *   expired)`), and gets back only the jobs it took;
 * - a failure rolls back the transaction the call ran in. Payload's job runner (payload
 *   `queues/utilities/updateJob.js`) begins a transaction for each `updateJobs` and commits it
 *   after, but has no error path: a failing call left the transaction open for ever, its
 *   connection "idle in transaction (aborted)" on PostgreSQL (the pool's ten were gone after
 *   nine failures, and the server hung), the write lock held on SQLite (decisions 0008).
 */
export const claimJobsAtomically = <T extends BaseDatabaseAdapter>(
  adapter: T,
  now = () => new Date(),
): T => {
  const target = adapter as unknown as Record<string, AnyFn>
  const updateJobs = target.updateJobs.bind(adapter)

  const claim = async (args: UpdateJobsArgs) => {
    const at = now()
    const cutoff = new Date(at.getTime() - LEASE_MS).toISOString()
    const wanted = withExpiredLeases(args.where!, cutoff)
    const candidates = (await target.find({
      collection: jobs,
      where: wanted,
      limit: args.limit ?? 10,
      sort: args.sort,
      pagination: false,
      req: args.req,
      select: { id: true },
    })) as { docs: Array<{ id: number | string }> }
    const taken: Array<number | string> = []
    for (const id of inLockOrder(candidates.docs.map((doc) => doc.id))) {
      const row = await target.updateOne({
        collection: jobs,
        // The whole query again, not only "free": a job another runner finished since the find
        // is free (processing false) but complete, and taking it held its row while that runner
        // deleted its finished jobs in one statement: a deadlock on PostgreSQL.
        where: { and: [{ id: { equals: id } }, wanted] },
        data: { processing: true, updatedAt: at.toISOString() },
        options: { atomic: true },
        req: args.req,
      })
      if (row) taken.push(id)
    }
    if (!taken.length) return args.returning === false ? null : []
    return updateJobs({ ...args, where: { id: { in: taken } }, limit: taken.length })
  }

  /** Ends the transaction of a failed call; its caller would neither commit nor roll it back. */
  const rollBack = async (req: unknown) => {
    const id = await (req as { transactionID?: unknown } | undefined)?.transactionID
    if (id === undefined || id === null) return
    await target.rollbackTransaction(id).catch(() => undefined)
  }

  target.updateJobs = async (...rest) => {
    const args = rest[0] as UpdateJobsArgs
    const taking = args.id === undefined && args.data?.processing === true && Boolean(args.where)
    try {
      return await (taking ? claim(args) : updateJobs(...rest))
    } catch (error) {
      await rollBack(args.req)
      throw error
    }
  }
  return adapter
}

type Job = { id: number | string }
type Payloadish = { db: Pick<BaseDatabaseAdapter, 'updateJobs'> }

/** Renews `job`'s lease while `run` runs, so that a long job is not taken from a live runner. */
export const keepLease = async <R>(
  payload: Payloadish,
  job: Job | undefined,
  run: () => Promise<R>,
) => {
  if (!job) return run()
  const renew = () =>
    payload.db
      .updateJobs({
        id: job.id,
        data: { updatedAt: new Date().toISOString() },
        returning: false,
        req: {},
      })
      .catch(() => undefined)
  const timer = setInterval(renew, LEASE_RENEW_MS)
  timer.unref?.()
  try {
    return await run()
  } finally {
    clearInterval(timer)
  }
}

/**
 * Takes a queued row of an outbox (a mail, a CRM lead) for sending, by an atomic update: `sentAt`
 * set while `status` is still `queued` means "being sent since", so a second job (or a second
 * server) finds it taken. False when it is no longer queued or is taken by a live runner; a row
 * taken longer than LEASE_MS ago belongs to a runner that died and is taken again.
 */
export const takeQueuedRow = async (
  payload: Payload,
  collection: 'mail-outbox' | 'crm-leads',
  id: string,
  now: Date,
) => {
  const cutoff = new Date(now.getTime() - LEASE_MS).toISOString()
  const taken = await payload.db.updateOne({
    collection,
    where: {
      and: [
        { id: { equals: id } },
        { status: { equals: 'queued' } },
        { or: [{ sentAt: { exists: false } }, { sentAt: { less_than: cutoff } }] },
      ],
    },
    data: { sentAt: now.toISOString() },
    options: { atomic: true },
  })
  return Boolean(taken)
}

/** The reason of a failure as a row keeps it (`lastError`, a sync report): at most 500 characters. */
export const failureText = (error: unknown) =>
  String((error as Error)?.message ?? error).slice(0, 500)
