import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withRetry } from '@/lib/domain'

/** A loader failing `failures` times, recording when (in fake ms) each call happens. */
function flakyLoader(failures: number) {
  const calls: number[] = []
  const start = Date.now()
  const load = vi.fn(async () => {
    calls.push(Date.now() - start)
    if (calls.length <= failures) throw new Error(`failure ${calls.length}`)
    return 'messages'
  })
  return { load, calls }
}

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('returns the first success without waiting', async () => {
    const { load, calls } = flakyLoader(0)
    await expect(withRetry(load)).resolves.toBe('messages')
    expect(calls).toEqual([0])
  })

  it('waits 350, 700, 1400, 2800 and 5600 ms between the calls by default', async () => {
    const { load, calls } = flakyLoader(5)
    const result = withRetry(load)
    await vi.runAllTimersAsync()
    await expect(result).resolves.toBe('messages')
    expect(calls).toEqual([0, 350, 1050, 2450, 5250, 10850])
  })

  it('does not retry before the delay has passed', async () => {
    const { load } = flakyLoader(1)
    const result = withRetry(load)
    await vi.advanceTimersByTimeAsync(349)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await expect(result).resolves.toBe('messages')
  })

  it('throws the last error after 5 retries by default', async () => {
    const { load } = flakyLoader(10)
    const result = withRetry(load)
    const assertion = expect(result).rejects.toThrow('failure 6')
    await vi.runAllTimersAsync()
    await assertion
    expect(load).toHaveBeenCalledTimes(6)
  })

  it('takes the number of retries and the first delay from the options', async () => {
    const { load, calls } = flakyLoader(10)
    const result = withRetry(load, { retries: 2, initialDelayMs: 100 })
    const assertion = expect(result).rejects.toThrow('failure 3')
    await vi.runAllTimersAsync()
    await assertion
    expect(calls).toEqual([0, 100, 300])
  })

  it('calls once without retries', async () => {
    const { load } = flakyLoader(10)
    await expect(withRetry(load, { retries: 0 })).rejects.toThrow('failure 1')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reads a negative count as no retries, a fraction as its whole part and NaN as the default', async () => {
    const negative = flakyLoader(10)
    await expect(withRetry(negative.load, { retries: -1 })).rejects.toThrow('failure 1')

    const fraction = flakyLoader(10)
    const fractionResult = withRetry(fraction.load, { retries: 2.7 })
    const fractionAssertion = expect(fractionResult).rejects.toThrow('failure 3')
    await vi.runAllTimersAsync()
    await fractionAssertion

    const nan = flakyLoader(10)
    const nanResult = withRetry(nan.load, { retries: Number.NaN })
    const nanAssertion = expect(nanResult).rejects.toThrow('failure 6')
    await vi.runAllTimersAsync()
    await nanAssertion
  })
})
