import { afterEach, describe, expect, it, vi } from 'vitest'

import { createLock, serializeWrites } from '@/lib/sqliteWriteLock'

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
    const transaction = async () => {
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
