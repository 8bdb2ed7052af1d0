export type RetryOptions = { retries?: number; initialDelayMs?: number }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Calls `load` until it succeeds: after each failure waits, doubling the delay (350, 700, 1400 …
 * ms by default), and throws the last error once the retries are spent.
 *
 * Decision: `retries` counts the calls after the first, so the defaults make at most 6 calls
 * with 5 waits (350 + 700 + 1400 + 2800 + 5600 ms); a negative or fractional count is read as
 * the whole number of retries it allows (−1 → 0, 2.7 → 2), NaN as not given.
 */
export async function withRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const requested = options.retries ?? 5
  const retries = Number.isNaN(requested) ? 5 : Math.max(0, Math.floor(requested))
  const initialDelayMs = options.initialDelayMs ?? 350
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load()
    } catch (error) {
      if (attempt >= retries) throw error
      await wait(initialDelayMs * 2 ** attempt)
    }
  }
}
