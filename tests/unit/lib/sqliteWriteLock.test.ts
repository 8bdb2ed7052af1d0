import { afterEach, describe, expect, it, vi } from 'vitest'

import { createLock, serializeWrites } from '@/lib/db/sqliteWriteLock'

afterEach(() => vi.useRealTimers())

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createLock', () => {
  it('grants the lock to waiters in the order they asked', async () => {
    const lock = createLock()
    const order: number[] = []
    const first = await lock.acquire()
    const second = lock.acquire().then((release) => (order.push(2), release))
    const third = lock.acquire().then((release) => (order.push(3), release))
    expect(lock.waiting()).toBe(2)
    first()
    ;(await second)()
    ;(await third)()
    expect(order).toEqual([2, 3])
    expect(lock.isHeld()).toBe(false)
  })

  it('ignores a second release of the same grant', async () => {
    const lock = createLock()
    const first = await lock.acquire()
    const second = lock.acquire()
    first()
    first()
    await second
    expect(lock.isHeld()).toBe(true)
  })

  it('gives up with SQLITE_BUSY when the lock is not free in time', async () => {
    vi.useFakeTimers()
    const lock = createLock(1_000)
    await lock.acquire()
    const waiting = lock.acquire()
    const failed = expect(waiting).rejects.toThrow(/SQLITE_BUSY/)
    await vi.advanceTimersByTimeAsync(1_001)
    await failed
    expect(lock.waiting()).toBe(0)
  })
})

/** A fake adapter that records which writers overlap, like two libsql connections would. */
const recordingAdapter = () => {
  let open = 0
  let overlaps = 0
  const sessions: Record<string, unknown> = {}
  let next = 0
  const busy = async <T>(value: T) => {
    open++
    if (open > 1) overlaps++
    await tick()
    open--
    return value
  }
  const adapter = {
    sessions,
    beginTransaction: async () => {
      const id = `tx-${next++}`
      open++
      if (open > 1) overlaps++
      sessions[id] = {}
      return id
    },
    commitTransaction: async (id: string) => {
      delete sessions[id]
      open--
    },
    rollbackTransaction: async (id: string) => {
      delete sessions[id]
      open--
    },
    create: (args: unknown) => busy(args),
    updateOne: (args: unknown) => busy(args),
  }
  return { adapter, overlaps: () => overlaps }
}

describe('serializeWrites', () => {
  it('never lets two transactions or plain writes overlap', async () => {
    const { adapter, overlaps } = recordingAdapter()
    const db = serializeWrites(adapter as never) as unknown as typeof adapter
    // Each its own flow, as separate requests are.
    const transaction = async () => {
      await tick()
      const id = await db.beginTransaction()
      await tick()
      await db.commitTransaction(id)
    }
    await Promise.all([
      transaction(),
      db.create({}),
      transaction(),
      db.updateOne({}),
      transaction(),
    ])
    expect(overlaps()).toBe(0)
  })

  it('lets a write inside an open transaction through without waiting for itself', async () => {
    const { adapter } = recordingAdapter()
    const db = serializeWrites(adapter as never) as unknown as typeof adapter
    const id = await db.beginTransaction()
    await expect(db.create({ req: { transactionID: id } })).resolves.toBeTruthy()
    await db.rollbackTransaction(id)
    await expect(db.create({})).resolves.toBeTruthy()
  })
})

/** A fake adapter that records in which transaction each write ran, and whose upsert calls updateOne. */
const transactionalAdapter = () => {
  const sessions: Record<string, unknown> = {}
  const writes: Array<{ name: string; transactionID: unknown }> = []
  const ended: string[] = []
  let next = 0
  const adapter = {
    sessions,
    beginTransaction: async () => {
      const id = `tx-${next++}`
      sessions[id] = {}
      return id
    },
    // Like Payload's drizzle adapter: ending a session that is gone does nothing.
    commitTransaction: async (id: string) => {
      if (!(id in sessions)) return
      ended.push(`commit ${id}`)
      delete sessions[id]
    },
    rollbackTransaction: async (id: string) => {
      if (!(id in sessions)) return
      ended.push(`rollback ${id}`)
      delete sessions[id]
    },
    updateOne: async (args: { req?: { transactionID?: unknown } }) => {
      await tick()
      writes.push({ name: 'updateOne', transactionID: args?.req?.transactionID })
      return args
    },
    upsert(this: { updateOne: (args: never) => Promise<unknown> }, args: never) {
      return this.updateOne(args)
    },
  }
  return { adapter, writes, ended }
}

describe('serializeWrites: a flow never waits for the lock it holds', () => {
  it('runs a write made without the transaction id inside the transaction its flow began', async () => {
    const { adapter, writes } = transactionalAdapter()
    const db = serializeWrites(adapter as never, createLock(200)) as unknown as typeof adapter
    // Like Payload's forgot-password: a transaction, then a write with a `req` stripped of it.
    const operation = async () => {
      const id = await db.beginTransaction()
      await db.updateOne({ req: { transactionID: undefined } })
      await db.updateOne({})
      await db.commitTransaction(id)
      return id
    }
    const id = await operation()
    expect(writes).toEqual([
      { name: 'updateOne', transactionID: id },
      { name: 'updateOne', transactionID: id },
    ])
  })

  it('lets an adapter method that calls another one through (upsert → updateOne)', async () => {
    const { adapter } = transactionalAdapter()
    const db = serializeWrites(adapter as never, createLock(200)) as unknown as typeof adapter
    await expect(db.upsert({} as never)).resolves.toEqual({})
  })

  it('joins a transaction begun inside the flow to the flow’s own, whose commit still decides', async () => {
    const { adapter, writes, ended } = transactionalAdapter()
    const db = serializeWrites(adapter as never, createLock(200)) as unknown as typeof adapter
    const outer = await db.beginTransaction()
    const inner = await db.beginTransaction()
    await db.updateOne({ req: { transactionID: inner } })
    await db.commitTransaction(inner)
    expect(ended).toEqual([])
    expect(adapter.sessions[outer]).toBeDefined()
    await db.commitTransaction(outer)
    expect(ended).toEqual([`commit ${outer}`])
    expect(writes[0].transactionID).toBe(inner)
    // The lock is free again for anyone.
    await expect(db.updateOne({})).resolves.toEqual({})
  })

  it('rolls back the flow’s transaction when a joined one is rolled back', async () => {
    const { adapter, ended } = transactionalAdapter()
    const db = serializeWrites(adapter as never, createLock(200)) as unknown as typeof adapter
    const outer = await db.beginTransaction()
    const inner = await db.beginTransaction()
    await db.rollbackTransaction(inner)
    await db.rollbackTransaction(outer)
    expect(ended).toEqual([`rollback ${outer}`])
    await expect(db.updateOne({})).resolves.toEqual({})
  })

  it('still makes another flow wait until the transaction ends', async () => {
    const { adapter, writes } = transactionalAdapter()
    const db = serializeWrites(adapter as never, createLock(1_000)) as unknown as typeof adapter
    let commit!: () => void
    // Another request: its own async flow (the lock follows the flow that took it).
    const holder = (async () => {
      await tick()
      const id = await db.beginTransaction()
      await new Promise<void>((resolve) => (commit = resolve))
      await db.updateOne({})
      await db.commitTransaction(id)
      return id
    })()
    await tick()
    await tick()
    const other = db.updateOne({})
    await tick()
    await tick()
    expect(writes).toEqual([])
    commit()
    const id = await holder
    await other
    expect(writes).toEqual([
      { name: 'updateOne', transactionID: id },
      { name: 'updateOne', transactionID: undefined },
    ])
  })
})
