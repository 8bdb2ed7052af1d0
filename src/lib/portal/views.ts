// Counting page views for the owner portal (docs/owner-portal.md, decisions.md 8): no
// cookie, no stored address or user agent, crawlers ignored, one count per visitor and target per
// 30 minutes, aggregated per day and source. The "already counted" memory lives in the database
// (view-hits), so several servers agree; the claim and the count are written in one transaction
// with atomic increments, so none loses a count.
import { createHash, createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { isCrawler } from './crawler'
import { brusselsDay } from './dates'
import { viewSource, type ViewSource } from './sources'

export const DEDUP_MS = 30 * 60 * 1000

export type ViewTarget = { collection: 'properties' | 'projects'; id: number }

type Visit = {
  target: ViewTarget
  clientAddress: string
  userAgent: string | null
  referrer?: unknown
  medium?: unknown
  ownHost?: string | null
  now?: Date
}

/**
 * The visitor's key for one target on one day: a hash of address, browser and target, salted with
 * a secret of the day. The salt is derived from the server secret and the Brussels date, so every
 * server agrees on it and yesterday's keys cannot be recomputed from today's.
 */
export const visitorKey = ({
  secret,
  day,
  clientAddress,
  userAgent,
  target,
}: {
  secret: string
  day: string
  clientAddress: string
  userAgent: string
  target: ViewTarget
}) =>
  visitorHash({ secret, day, clientAddress, userAgent, what: `${target.collection}:${target.id}` })

/** The same salted, daily-rotating hash for any `what` the visitor saw (a target, a result page). */
export const visitorHash = ({
  secret,
  day,
  clientAddress,
  userAgent,
  what,
}: {
  secret: string
  day: string
  clientAddress: string
  userAgent: string
  what: string
}) => {
  const salt = createHmac('sha256', secret).update(`views|${day}`).digest()
  return createHash('sha256')
    .update(salt)
    .update(`${clientAddress}\n${userAgent}\n${what}`)
    .digest('base64url')
}

/** A published property or project with that id (unknown or unpublished ids count nothing). */
const isPublished = async (payload: Payload, { collection, id }: ViewTarget) => {
  // The adapter's count: one indexed lookup, none of the local API's hooks for a yes or no.
  const { totalDocs } = await payload.db.count({
    collection,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
  })
  return totalDocs > 0
}

/** A request naming the transaction the adapter's writes of one count run in. */
export type InTransaction = { transactionID?: number | string }

/**
 * Takes the visitor's 30-minute window inside the count's transaction; false when a live claim
 * exists. An expired claim of this visitor (same day, over 30 minutes ago) is renewed atomically.
 */
const claimIn = async (payload: Payload, req: InTransaction, key: string, now: Date) => {
  const expiresAt = new Date(now.getTime() + DEDUP_MS).toISOString()
  const renewed = await payload.db.updateOne({
    collection: 'view-hits',
    where: {
      and: [{ key: { equals: key } }, { expiresAt: { less_than_equal: now.toISOString() } }],
    },
    data: { expiresAt },
    options: { atomic: true },
    returning: true,
    req,
  })
  if (renewed) return true
  const live = await payload.db.findOne({
    collection: 'view-hits',
    where: { key: { equals: key } },
    req,
  })
  if (live) return false
  // The unique key: a claim made meanwhile by another server fails this insert (and the count).
  await payload.db.create({
    collection: 'view-hits',
    data: { key, expiresAt, createdAt: now.toISOString(), updatedAt: now.toISOString() },
    req,
  })
  return true
}

/**
 * Claims the visitor's window and, when it is theirs, writes the counts (`write`), all in one
 * transaction: one commit per beacon (on SQLite one disk sync, the cost that matters) instead of
 * one per write, and a failure leaves neither the claim nor half the counts. The adapter's own
 * writes are used (no hooks, access or validation to run on these internal rows). A transaction
 * that lost a race with another server (the same new day row, or the same claim) is tried again
 * once, and then finds that row or claim.
 */
export async function countOnce(
  payload: Payload,
  { key, now }: { key: string; now: Date },
  write: (req: InTransaction) => Promise<void>,
): Promise<boolean> {
  // A visitor back within the 30 minutes (a reload, the back button) is the common repeat: a
  // read answers it, with no transaction and no write.
  const live = await payload.db.findOne({
    collection: 'view-hits',
    where: { and: [{ key: { equals: key } }, { expiresAt: { greater_than: now.toISOString() } }] },
  })
  if (live) return false
  for (let attempt = 0; ; attempt++) {
    const transactionID = (await payload.db.beginTransaction()) ?? undefined
    const req: InTransaction = transactionID === undefined ? {} : { transactionID }
    try {
      const claimed = await claimIn(payload, req, key, now)
      if (claimed) await write(req)
      if (transactionID !== undefined) {
        if (claimed) await payload.db.commitTransaction(transactionID)
        else await payload.db.rollbackTransaction(transactionID)
      }
      return claimed
    } catch (error) {
      if (transactionID !== undefined)
        await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      if (attempt >= 1) throw error
    }
  }
}

/** Adds one to `field` of the aggregate row `key` in the count's transaction, making the row when new. */
export const bumpRow = async (
  payload: Payload,
  req: InTransaction,
  {
    key,
    field,
    row,
  }: { key: string; field: 'count' | 'appearances'; row: () => Record<string, unknown> },
) => {
  const bumped = await payload.db.updateOne({
    collection: 'property-views',
    where: { key: { equals: key } },
    data: { [field]: { $inc: 1 } },
    options: { atomic: true },
    returning: true,
    req,
  })
  if (bumped) return
  const now = new Date().toISOString()
  await payload.db.create({
    collection: 'property-views',
    data: { count: 0, appearances: 0, ...row(), [field]: 1, key, createdAt: now, updatedAt: now },
    req,
  })
}

/** Adds one view to the day's row of the target and source, making the row when it is new. */
export const addView = (
  payload: Payload,
  req: InTransaction,
  { target, day, source }: { target: ViewTarget; day: string; source: ViewSource },
) =>
  bumpRow(payload, req, {
    key: `${day}|${target.collection}:${target.id}|${source}`,
    field: 'count',
    row: () => ({
      day,
      source,
      ...(target.collection === 'properties' ? { property: target.id } : { project: target.id }),
    }),
  })

/**
 * Deletes the claims whose 30 minutes are over: the only raw events of counting. The hourly
 * retention job (src/jobs/purgeViewHits.ts) calls it, so none outlives a day when no view comes.
 */
export const deleteExpiredClaims = async (payload: Payload, now = new Date()) => {
  await payload.db.deleteMany({
    collection: 'view-hits',
    where: { expiresAt: { less_than: now.toISOString() } },
  })
}

let lastPurge = 0

/** Deletes expired claims on a view, at most every five minutes per process. */
export const purgeExpired = async (payload: Payload, now: Date) => {
  if (now.getTime() - lastPurge < 5 * 60 * 1000) return
  lastPurge = now.getTime()
  await deleteExpiredClaims(payload, now)
}

/** Counts one page view; true when it was counted. */
export async function countView(payload: Payload, visit: Visit): Promise<boolean> {
  const now = visit.now ?? new Date()
  if (isCrawler(visit.userAgent)) return false
  if (!(await isPublished(payload, visit.target))) return false
  const day = brusselsDay(now)
  const key = visitorKey({
    secret: payload.secret,
    day,
    clientAddress: visit.clientAddress,
    userAgent: visit.userAgent ?? '',
    target: visit.target,
  })
  await purgeExpired(payload, now).catch(() => undefined)
  const source = viewSource({
    referrer: visit.referrer,
    medium: visit.medium,
    ownHost: visit.ownHost,
  })
  return countOnce(payload, { key, now }, (req) =>
    addView(payload, req, { target: visit.target, day, source }),
  )
}
