// One writer at a time inside a server process on SQLite (docs/decisions/0008).
//
// libsql opens a new connection for every transaction and its driver is synchronous, so two
// writers of the same process do not wait for each other: the second `BEGIN IMMEDIATE` (or a
// plain write while another connection holds a transaction) fails at once with SQLITE_BUSY. A
// busy timeout cannot help either, as its wait would block the event loop that the first writer
// needs to finish. Seen in practice: a form submitted in the same second as the mail queue's
// cron answered 503. This module queues the writers of one process instead.
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/** A writer that waits longer than this gives up with SQLITE_BUSY, as before, but later. */
export const WRITE_LOCK_TIMEOUT_MS = 15_000

type Release = () => void

/** A first-in, first-out lock whose waiters give up after `timeoutMs`. */
export const createLock = (timeoutMs = WRITE_LOCK_TIMEOUT_MS) => {
  let held = false
  const waiting: Array<(release: Release) => void> = []

  const release: Release = () => {
    const next = waiting.shift()
    if (next) next(once())
    else held = false
  }
  const once = (): Release => {
    let done = false
    return () => {
      if (done) return
      done = true
      release()
    }
  }

  const acquire = (): Promise<Release> => {
    if (!held) {
      held = true
      return Promise.resolve(once())
    }
    return new Promise((resolve, reject) => {
      const grant = (granted: Release) => {
        clearTimeout(timer)
        resolve(granted)
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(grant), 1)
        reject(new Error(`SQLITE_BUSY: no write access within ${timeoutMs} ms`))
      }, timeoutMs)
      waiting.push(grant)
    })
  }

  return { acquire, isHeld: () => held, waiting: () => waiting.length }
}

/** The adapter methods that write outside a transaction when given no transaction id. */
const writeMethods = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type AnyFn = (...args: unknown[]) => Promise<unknown>
type Adapter = BaseDatabaseAdapter & { sessions?: Record<string, unknown> }

/**
 * Wraps an adapter so that its transactions, and its writes made outside a transaction, run one
 * at a time. A write inside an open transaction (its `req.transactionID` names a live session)
 * already holds the lock through that transaction.
 */
export const serializeWrites = (adapter: Adapter, lock = createLock()): Adapter => {
  const releases = new Map<string | number, Release>()
  const target = adapter as unknown as Record<string, AnyFn>

  const begin = target.beginTransaction.bind(adapter)
  target.beginTransaction = async (...args) => {
    const release = await lock.acquire()
    try {
      const id = (await begin(...args)) as string | number | null
      if (id === null || id === undefined) release()
      else releases.set(id, release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }

  for (const name of ['commitTransaction', 'rollbackTransaction'] as const) {
    const end = target[name].bind(adapter)
    target[name] = async (incomingId) => {
      const id = (await incomingId) as string | number
      try {
        return await end(id)
      } finally {
        releases.get(id)?.()
        releases.delete(id)
      }
    }
  }

  const inTransaction = async (args: unknown) => {
    const id = (args as { req?: { transactionID?: unknown } } | undefined)?.req?.transactionID
    if (id === undefined || id === null) return false
    return Boolean(adapter.sessions?.[String(await id)])
  }
  for (const name of writeMethods) {
    const write = target[name]?.bind(adapter)
    if (!write) continue
    target[name] = async (...args) => {
      if (await inTransaction(args[0])) return write(...args)
      const release = await lock.acquire()
      try {
        return await write(...args)
      } finally {
        release()
      }
    }
  }
  return adapter
}

/** The same adapter object, whose instance serializes its writes. */
export const withSerializedWrites = <T extends DatabaseAdapterObj>(adapterObj: T): T => ({
  ...adapterObj,
  init: (args: Parameters<T['init']>[0]) => serializeWrites(adapterObj.init(args) as Adapter),
})
