// Answers remembered in this process until one of a few cache tags expires on any server: the
// proxy's "is this detail page's content visible?" (src/proxy.ts) is asked once per id and
// publish, not once per request (docs/decisions/0022-detail-checks-and-list-search.md).
// The tag clock comes from the shared cache handler (src/edge/sharedCacheHandler.mjs), which
// registers it in src/edge/processValues.mjs: the proxy's bundle and the handler are separate
// module instances.
// No Node-only imports: the proxy loads this module.

import { readProcessValue } from './processValues.mjs'

/** A value that changes when one of `tags` expired; null when that cannot be known. */
export type TagClock = (tags: readonly string[]) => Promise<string | null>

/** The shared cache handler's clock, once Next has loaded the handler in this process. */
export const registeredTagClock = (): TagClock | null => readProcessValue('tagClock') ?? null

export type TagMemo<T> = {
  /** The remembered answer for `key`, or `compute()`'s (remembered while the tags hold). */
  get: (key: string, compute: () => Promise<T>) => Promise<T>
}

/**
 * Remembers at most `limit` answers (the oldest go first) and forgets them all when the clock
 * of `tags` moves. Without a clock (the handler not loaded yet, or the database unreadable)
 * every call computes: never an answer older than the last expiry.
 */
export function createTagMemo<T>({
  tags,
  limit = 10_000,
  clock = registeredTagClock,
}: {
  tags: readonly string[]
  limit?: number
  clock?: () => TagClock | null
}): TagMemo<T> {
  const answers = new Map<string, T>()
  let answersAt: string | null = null
  return {
    async get(key, compute) {
      const tick = clock()
      const now = tick ? await tick(tags) : null
      if (now === null) {
        answers.clear()
        answersAt = null
        return compute()
      }
      if (now !== answersAt) {
        answers.clear()
        answersAt = now
      }
      if (answers.has(key)) return answers.get(key) as T
      const answer = await compute()
      // An expiry while computing: the answer may predate it, the next call reads again.
      if (answersAt === now) {
        answers.set(key, answer)
        if (answers.size > limit) answers.delete(answers.keys().next().value as string)
      }
      return answer
    },
  }
}
