// Counting page views for the owner portal (contracts/owner-portal.md, decisions.md 8): no
// cookie, no stored address or user agent, crawlers ignored, one count per visitor and target per
// 30 minutes, aggregated per day and source. The "already counted" memory lives in the database
// (view-hits), so several servers agree; both writes are atomic, so none loses a count.
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
  const { totalDocs } = await payload.count({
    collection,
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Claims the visitor's 30-minute window; false when a live claim exists. */
export const claimWindow = async (payload: Payload, key: string, now: Date) => {
  const expiresAt = new Date(now.getTime() + DEDUP_MS).toISOString()
  // An expired claim of this visitor (same day, over 30 minutes ago) is renewed atomically.
  const renewed = await payload.db.updateOne({
    collection: 'view-hits',
    where: {
      and: [{ key: { equals: key } }, { expiresAt: { less_than_equal: now.toISOString() } }],
    },
    data: { expiresAt },
    options: { atomic: true },
    returning: true,
  } as never)
  if (renewed) return true
  try {
    await payload.create({
      collection: 'view-hits',
      data: { key, expiresAt },
      overrideAccess: true,
      depth: 0,
    })
    return true
  } catch {
    return false // a live claim exists (the unique key), or another server just made it
  }
}

const increment = (payload: Payload, key: string) =>
  payload.db.updateOne({
    collection: 'property-views',
    where: { key: { equals: key } },
    data: { count: { $inc: 1 } },
    options: { atomic: true },
    returning: true,
  } as never)

/** Adds one view to the day's row of the target and source, making the row when it is new. */
export const addView = async (
  payload: Payload,
  { target, day, source }: { target: ViewTarget; day: string; source: ViewSource },
) => {
  const key = `${day}|${target.collection}:${target.id}|${source}`
  if (await increment(payload, key)) return
  try {
    await payload.create({
      collection: 'property-views',
      data: {
        key,
        day,
        source,
        count: 1,
        appearances: 0,
        ...(target.collection === 'properties' ? { property: target.id } : { project: target.id }),
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch {
    await increment(payload, key) // another server made the row first
  }
}

/**
 * Deletes the claims whose 30 minutes are over: the only raw events of counting. The hourly
 * retention job (src/jobs/purgeViewHits.ts) calls it, so none outlives a day when no view comes.
 */
export const deleteExpiredClaims = async (payload: Payload, now = new Date()) => {
  await payload.db.deleteMany({
    collection: 'view-hits',
    where: { expiresAt: { less_than: now.toISOString() } },
  } as never)
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
  if (!(await claimWindow(payload, key, now))) return false
  const source = viewSource({
    referrer: visit.referrer,
    medium: visit.medium,
    ownHost: visit.ownHost,
  })
  await addView(payload, { target: visit.target, day, source })
  return true
}
