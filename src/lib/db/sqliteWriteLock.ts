// One writer at a time inside a server process on SQLite (docs/decisions/0008).
//
// libsql opens a new connection for every transaction and its driver is synchronous, so two
// writers of the same process do not wait for each other: the second `BEGIN IMMEDIATE` (or a
// plain write while another connection holds a transaction) fails at once with SQLITE_BUSY. A
// busy timeout cannot help either, as its wait would block the event loop that the first writer
// needs to finish. Seen in practice: a form submitted in the same second as the mail queue's
// cron answered 503. This module queues the writers of one process instead.
import { AsyncLocalStorage } from 'node:async_hooks'

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
type Id = string | number
type Req = { transactionID?: unknown }

/**
 * What one async flow holds: the write lock, and the transaction it began with it (none while a
 * plain write runs). `open` turns false when the flow gives the lock back.
 */
type Holding = { open: boolean; transactionID?: Id; release?: Release }

/** `req` seen through a window whose transaction is `id` (the caller's `req` is left alone). */
const withTransaction = (req: Req | undefined, id: Id): Req => {
  if (!req) return { transactionID: id }
  const own: Req = { transactionID: id }
  return new Proxy(req, {
    get: (target, key) => (key === 'transactionID' ? own.transactionID : Reflect.get(target, key)),
    set: (target, key, value) =>
      key === 'transactionID'
        ? Reflect.set(own, key, value)
        : Reflect.set(target, key, value, target),
  })
}

/**
 * Wraps an adapter so that its writers run one at a time, and a flow never waits for itself.
 *
 * The lock belongs to the async flow that took it (AsyncLocalStorage): the flow that began a
 * transaction, or the flow of one plain write. Whatever that flow does while it holds the lock
 * passes without waiting, and on SQLite it must also go through the same connection (a second
 * connection fails with SQLITE_BUSY while the transaction's `BEGIN IMMEDIATE` holds the file):
 * - a write whose `req` names no live transaction runs inside the flow's transaction (Payload's
 *   forgot-password reservation and login counters write with a `req` stripped of its
 *   transaction; a hook may call the local API without `req`);
 * - a transaction begun inside the flow joins the flow's transaction (Payload's job updates
 *   begin their own): its commit is the outer commit's business, its rollback rolls back both,
 *   as when Payload shares one `req` between nested operations;
 * - an adapter method that calls another one (upsert → updateOne) passes.
 * A write of another flow waits its turn, first in, first out.
 */
export const serializeWrites = (adapter: Adapter, lock = createLock()): Adapter => {
  const flow = new AsyncLocalStorage<Holding>()
  const owners = new Map<Id, Holding>()
  const joined = new Map<Id, Holding>()
  let nextJoin = 0
  const target = adapter as unknown as Record<string, AnyFn>
  const sessions = () => (adapter.sessions ?? {}) as Record<string, unknown>
  const isLive = (id: unknown) => id !== undefined && id !== null && String(id) in sessions()

  /** What the current flow holds, if it still holds it. */
  const holding = () => {
    const held = flow.getStore()
    return held?.open ? held : undefined
  }

  const begin = target.beginTransaction.bind(adapter)
  const rollback = target.rollbackTransaction.bind(adapter)
  target.beginTransaction = (...args) => {
    const outer = holding()
    if (outer) {
      if (outer.transactionID === undefined || !isLive(outer.transactionID)) return begin(...args)
      const id = `${outer.transactionID}~${++nextJoin}`
      sessions()[id] = sessions()[String(outer.transactionID)]
      joined.set(id, outer)
      return Promise.resolve(id)
    }
    // Synchronously, before any await: the caller's flow from here on is the one that holds.
    const held: Holding = { open: false }
    flow.enterWith(held)
    return (async () => {
      const release = await lock.acquire()
      try {
        const id = (await begin(...args)) as Id | null | undefined
        if (id === null || id === undefined) release()
        else {
          Object.assign(held, { open: true, transactionID: id, release })
          owners.set(id, held)
        }
        return id
      } catch (error) {
        release()
        throw error
      }
    })()
  }

  const end = async (name: 'commitTransaction' | 'rollbackTransaction', incomingId: unknown) => {
    const id = (await incomingId) as Id
    const outer = joined.get(id)
    if (outer) {
      joined.delete(id)
      delete sessions()[String(id)]
      if (name === 'rollbackTransaction' && outer.transactionID !== undefined)
        await target.rollbackTransaction(outer.transactionID)
      return
    }
    const finish = name === 'commitTransaction' ? commit : rollback
    try {
      return await finish(id)
    } finally {
      const held = owners.get(id)
      owners.delete(id)
      for (const [joinedId, into] of joined) {
        if (into !== held) continue
        joined.delete(joinedId)
        delete sessions()[String(joinedId)]
      }
      if (held) {
        held.open = false
        held.release?.()
      }
    }
  }
  const commit = target.commitTransaction.bind(adapter)
  target.commitTransaction = (id) => end('commitTransaction', id)
  target.rollbackTransaction = (id) => end('rollbackTransaction', id)

  for (const name of writeMethods) {
    const write = target[name]?.bind(adapter)
    if (!write) continue
    target[name] = async (...args) => {
      const [first, ...rest] = args as [{ req?: Req } | undefined, ...unknown[]]
      if (isLive(await first?.req?.transactionID)) return write(...args)
      const outer = holding()
      if (outer?.transactionID !== undefined && isLive(outer.transactionID))
        return write({ ...first, req: withTransaction(first?.req, outer.transactionID) }, ...rest)
      if (outer) return write(...args)
      const release = await lock.acquire()
      const held: Holding = { open: true, release }
      try {
        return await flow.run(held, () => write(...args))
      } finally {
        held.open = false
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
