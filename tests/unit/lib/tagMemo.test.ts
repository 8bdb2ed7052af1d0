// The proxy's memo of "is this content visible?": remembered per key, forgotten as soon as the
// tag clock moves (a publish, unpublish or delete on any server), never trusted without a clock.
import { describe, expect, it, vi } from 'vitest'

import { createTagMemo, type TagClock } from '@/edge/tagMemo'

const clockAt = (value: { now: string | null }) => () =>
  (async () => value.now) satisfies TagClock as TagClock

describe('createTagMemo', () => {
  it('asks once per key while the tags hold', async () => {
    const time = { now: '1' }
    const memo = createTagMemo<boolean>({ tags: ['property-lists'], clock: clockAt(time) })
    const lookup = vi.fn(async () => true)
    expect(await memo.get('7', lookup)).toBe(true)
    expect(await memo.get('7', lookup)).toBe(true)
    expect(await memo.get('7', lookup)).toBe(true)
    expect(lookup).toHaveBeenCalledTimes(1)
    await memo.get('8', lookup)
    expect(lookup).toHaveBeenCalledTimes(2)
  })

  it('asks again after one of its tags expired (an unpublish answers 404)', async () => {
    const time = { now: '1' }
    const memo = createTagMemo<boolean>({ tags: ['property-lists'], clock: clockAt(time) })
    expect(await memo.get('7', async () => true)).toBe(true)
    time.now = '2'
    expect(await memo.get('7', async () => false)).toBe(false)
    expect(await memo.get('7', async () => true)).toBe(false)
  })

  it('remembers an unknown id as unknown until the next publish', async () => {
    const time = { now: '1' }
    const memo = createTagMemo<boolean>({ tags: ['property-lists'], clock: clockAt(time) })
    expect(await memo.get('99', async () => false)).toBe(false)
    expect(await memo.get('99', async () => true)).toBe(false)
    time.now = '2'
    expect(await memo.get('99', async () => true)).toBe(true)
  })

  it('does not keep an answer computed while the tags expired', async () => {
    const time = { now: '1' }
    const memo = createTagMemo<boolean>({ tags: ['property-lists'], clock: clockAt(time) })
    const during = memo.get('7', async () => {
      await memo.get('8', async () => {
        time.now = '2'
        return true
      })
      return true
    })
    expect(await during).toBe(true)
    // '8' read the clock at 1 too; '7' was computed across the expiry: both asked again.
    time.now = '2'
    const lookup = vi.fn(async () => false)
    expect(await memo.get('7', lookup)).toBe(false)
    expect(lookup).toHaveBeenCalledTimes(1)
  })

  it('computes every time without a clock (handler not loaded, database unreadable)', async () => {
    const unloaded = createTagMemo<boolean>({ tags: ['articles'], clock: () => null })
    const lookup = vi.fn(async () => true)
    await unloaded.get('a', lookup)
    await unloaded.get('a', lookup)
    expect(lookup).toHaveBeenCalledTimes(2)

    const time = { now: '1' as string | null }
    const memo = createTagMemo<boolean>({ tags: ['articles'], clock: clockAt(time) })
    await memo.get('a', async () => true)
    time.now = null
    expect(await memo.get('a', async () => false)).toBe(false)
    time.now = '1'
    // The unreadable moment forgot everything: not the answer from before it.
    expect(await memo.get('a', async () => false)).toBe(false)
  })

  it('keeps at most `limit` answers, the oldest out', async () => {
    const time = { now: '1' }
    const memo = createTagMemo<number>({ tags: ['t'], limit: 2, clock: clockAt(time) })
    await memo.get('a', async () => 1)
    await memo.get('b', async () => 2)
    await memo.get('c', async () => 3)
    expect(await memo.get('a', async () => 10)).toBe(10)
    expect(await memo.get('c', async () => 30)).toBe(3)
  })
})
