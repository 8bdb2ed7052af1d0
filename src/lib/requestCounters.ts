// Counters in the database, shared by every server on it (docs/decisions/0016): rate limits and
// "accepted once" marks (a solved captcha). A per-process memory counted each server apart, so
// with N servers a limit was N times the setting and a captcha solved once was taken N times.
//
// A counter is one row of `request-counters` (key, count, expiresAt), changed only by atomic
// statements through the adapter (so SQLite's write lock of decisions 0008 applies):
// - counting is `UPDATE … SET count = count + 1 WHERE key = ? AND expiresAt > now RETURNING`,
//   one round-trip for every request but the first of a window;
// - a window that ended is restarted by `UPDATE … WHERE key = ? AND expiresAt <= now`, and a new
//   key is inserted; two servers that insert the same key at once meet the unique index, and the
//   loser counts on the winner's row.
// The writes never join the caller's transaction (no `req`): a refused insert must not abort a
// PostgreSQL transaction of the request, and a count must hold even when the request fails.
import { ValidationError, type Payload, type Where } from 'payload'

const counters = 'request-counters'

type Row = { count?: number | null; expiresAt?: string | null } | null

/**
 * True when the error is the unique index refusing a key that exists: the adapter turns it into
 * Payload's ValidationError (by class: a production build minifies class names).
 */
const isDuplicateKey = (error: unknown) =>
  error instanceof ValidationError ||
  // The same error from a second copy of Payload's module: a 400 listing the refused fields.
  ((error as { status?: unknown })?.status === 400 &&
    Array.isArray((error as { data?: { errors?: unknown } })?.data?.errors)) ||
  ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String((error as { code?: unknown })?.code))

const update = (payload: Payload, where: Where, data: Record<string, unknown>): Promise<Row> =>
  payload.db.updateOne({
    collection: counters,
    where,
    data,
    options: { atomic: true },
    returning: true,
  })

const insert = async (payload: Payload, key: string, expiresAt: Date): Promise<boolean> => {
  try {
    await payload.db.create({
      collection: counters,
      data: { key, count: 1, expiresAt: expiresAt.toISOString() },
    })
    return true
  } catch (error) {
    if (isDuplicateKey(error)) return false
    throw error
  }
}

let lastPurge = 0
const PURGE_EVERY_MS = 5 * 60 * 1000

/** Deletes rows that expired, at most every five minutes per process. */
const purgeExpired = async (payload: Payload, now: Date) => {
  if (now.getTime() - lastPurge < PURGE_EVERY_MS) return
  lastPurge = now.getTime()
  await payload.db
    .deleteMany({
      collection: counters,
      where: { expiresAt: { less_than: now.toISOString() } },
    })
    .catch(() => undefined)
}

export type Hit = { count: number; expiresAt: Date }

/**
 * Adds one to `key`'s counter of the current window and answers the count with the end of the
 * window. A window starts with the first request of a key and lasts `windowMs`.
 */
export const hitCounter = async (
  payload: Payload,
  key: string,
  { windowMs, now = new Date() }: { windowMs: number; now?: Date },
): Promise<Hit> => {
  const at = now.toISOString()
  const fresh = new Date(now.getTime() + windowMs)
  for (let attempt = 0; attempt < 3; attempt++) {
    const counted = await update(
      payload,
      { and: [{ key: { equals: key } }, { expiresAt: { greater_than: at } }] },
      { count: { $inc: 1 } },
    )
    if (counted) return { count: Number(counted.count), expiresAt: new Date(counted.expiresAt!) }
    const restarted = await update(
      payload,
      { and: [{ key: { equals: key } }, { expiresAt: { less_than_equal: at } }] },
      { count: 1, expiresAt: fresh.toISOString() },
    )
    if (restarted) return { count: 1, expiresAt: fresh }
    if (await insert(payload, key, fresh)) {
      await purgeExpired(payload, now)
      return { count: 1, expiresAt: fresh }
    }
    // Another server inserted the key between our statements: count on its row.
  }
  throw new Error(`request counter ${key}: no row after three attempts`)
}

/**
 * Marks `key` as used until `expiresAt`; true the first time, false while the mark lives (on
 * any server). An expired mark is taken again.
 */
export const claimOnce = async (
  payload: Payload,
  key: string,
  { expiresAt, now = new Date() }: { expiresAt: Date; now?: Date },
): Promise<boolean> => {
  if (await insert(payload, key, expiresAt)) {
    await purgeExpired(payload, now)
    return true
  }
  const renewed = await update(
    payload,
    { and: [{ key: { equals: key } }, { expiresAt: { less_than_equal: now.toISOString() } }] },
    { count: 1, expiresAt: expiresAt.toISOString() },
  )
  return Boolean(renewed)
}

/** Deletes every counter (tests). */
export const resetCounters = (payload: Payload) =>
  payload.db.deleteMany({ collection: counters, where: {} })
