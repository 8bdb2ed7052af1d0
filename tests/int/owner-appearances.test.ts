// Search appearances and the retention of the raw counting events (issue 12): a list page of
// results tells POST /api/appearances which properties it showed; the owner sees how often their
// property appeared in search results; the raw claims of counting never outlive a day, even when
// no visitor comes. Route handlers in-process, a real Payload on the run's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { POST as appearances } from '@/app/api/appearances/route'
import { GET as ownerStats } from '@/app/api/owner-stats/[id]/route'
import { RETENTION_QUEUE } from '@/jobs/purgeSubmissions'
import { APPEARANCES_MAX_IDS, countAppearances } from '@/lib/portal/appearances'
import { brusselsDay, weekStart } from '@/lib/portal/dates'
import { computeStats, findOwnedProperty } from '@/lib/portal/stats'
import { DEDUP_MS } from '@/lib/portal/views'

import { createOwner, getTestPayload, tokenFor } from '../helpers/payload'

let payload: Payload
let owner: Awaited<ReturnType<typeof createOwner>>
let shown: number[]
let draft: number

const BASE = 'http://localhost:3000'
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const property = (title: string, owners: number[], status: 'draft' | 'published' = 'published') => ({
  title, goal: 'sale' as const, zip: '2000', city: 'Antwerpen', price: 295000, owners, _status: status,
}) // prettier-ignore

const post = (body: unknown, headers: Record<string, string> = {}) =>
  appearances(
    new Request(`${BASE}/api/appearances`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'user-agent': chrome,
        'x-forwarded-for': '203.0.113.50',
        ...headers,
      },
    }),
  )

/** Appearances of today per property, straight from the daily aggregates. */
const today = async (ids: number[]) => {
  const { docs } = await payload.find({
    collection: 'property-views',
    where: { and: [{ property: { in: ids } }, { day: { equals: brusselsDay() } }] },
    pagination: false,
    depth: 0,
  })
  return ids.map((id) =>
    docs.filter((row) => row.property === id).reduce((sum, row) => sum + (row.appearances ?? 0), 0),
  )
}

const previousProxies = process.env.TRUSTED_PROXIES

beforeAll(async () => {
  // The visitors reach the site through a proxy of ours, which names them in X-Forwarded-For.
  process.env.TRUSTED_PROXIES = '127.0.0.1'
  payload = await getTestPayload()
  owner = await createOwner(payload, 'Hilde Claes')
  shown = []
  for (const title of ['Rijwoning 1', 'Rijwoning 2', 'Rijwoning 3'])
    shown.push((await payload.create({ collection: 'properties', data: property(title, [owner.id]) })).id)
  draft = (
    await payload.create({ collection: 'properties', data: property('Ontwerp', [owner.id], 'draft'), draft: true })
  ).id
}) // prettier-ignore

afterAll(() => {
  if (previousProxies === undefined) delete process.env.TRUSTED_PROXIES
  else process.env.TRUSTED_PROXIES = previousProxies
})

describe('POST /api/appearances', () => {
  it('counts a result page once per visitor per 30 minutes, answers 204 and sets no cookie', async () => {
    const first = await post({ propertyIds: shown })
    expect(first.status).toBe(204)
    expect(first.headers.get('set-cookie')).toBeNull()
    expect(await first.text()).toBe('')
    // The same visitor reloads the page, or comes back to it from a detail page.
    await post({ propertyIds: [...shown].reverse() })
    expect(await today(shown)).toEqual([1, 1, 1])
    // Another visitor sees the same page.
    await post({ propertyIds: shown }, { 'x-forwarded-for': '198.51.100.60' })
    expect(await today(shown)).toEqual([2, 2, 2])
    // Another search of the first visitor shows one of them again: it appeared again.
    await post({ propertyIds: [shown[0]] })
    expect(await today(shown)).toEqual([3, 2, 2])
    // The first visitor's page again after 30 minutes. Not the first property: the owner's
    // statistics below read its count of today, and 30 minutes on may be tomorrow.
    const later = new Date(Date.now() + DEDUP_MS + 1000)
    const counted = await countAppearances(payload, {
      propertyIds: shown.slice(1),
      clientAddress: '203.0.113.50',
      userAgent: chrome,
      now: later,
    })
    expect(counted.sort()).toEqual(shown.slice(1).sort())
  })

  it('counts a burst once per visitor and loses no visitor, even on a property’s first appearance of the day', async () => {
    const fresh: number[] = []
    for (const title of ['Nieuw 1', 'Nieuw 2'])
      fresh.push((await payload.create({ collection: 'properties', data: property(title, [owner.id]) })).id)
    // One visitor's page sent five times at once, and eight other visitors at the same moment:
    // the claims and the new day rows race, and every visitor counts exactly once.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => post({ propertyIds: fresh }, { 'x-forwarded-for': '198.51.100.80' })),
      ...Array.from({ length: 8 }, (_, i) => post({ propertyIds: fresh }, { 'x-forwarded-for': `198.51.100.${90 + i}` })),
    ])
    expect(answers.every((answer) => answer.status === 204)).toBe(true)
    expect(await today(fresh)).toEqual([9, 9])
  }) // prettier-ignore

  it('ignores crawlers, unknown and unpublished ids and nonsense, and still answers 204', async () => {
    const before = await today(shown)
    const answers = await Promise.all([
      post({ propertyIds: shown }, { 'user-agent': googlebot, 'x-forwarded-for': '192.0.2.61' }),
      post({ propertyIds: shown }, { 'user-agent': '', 'x-forwarded-for': '192.0.2.62' }),
      post({ propertyIds: [draft, 987_654] }, { 'x-forwarded-for': '192.0.2.63' }),
      post({ propertyIds: ['x', -1, null] }, { 'x-forwarded-for': '192.0.2.64' }),
      post({ propertyIds: shown[0] }, { 'x-forwarded-for': '192.0.2.65' }),
      post('not json', { 'x-forwarded-for': '192.0.2.66' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 204])
    expect(await today(shown)).toEqual(before)
    expect(await today([draft])).toEqual([0])
    // Among published ones, the unknown and the draft are left out.
    await post({ propertyIds: [shown[1], draft, 987_654] }, { 'x-forwarded-for': '192.0.2.67' })
    expect(await today(shown)).toEqual([before[0], before[1] + 1, before[2]])
    expect(await today([draft])).toEqual([0])
  })

  it('refuses more ids than a page of results with 400, counting nothing', async () => {
    const before = await today(shown)
    const tooMany = [...shown, ...Array.from({ length: APPEARANCES_MAX_IDS }, (_, i) => 500_000 + i)]
    const answer = await post({ propertyIds: tooMany }, { 'x-forwarded-for': '192.0.2.70' })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(await today(shown)).toEqual(before)
    // A full page is fine.
    const fullPage = [...shown, ...Array.from({ length: APPEARANCES_MAX_IDS - shown.length }, (_, i) => 500_000 + i)]
    expect((await post({ propertyIds: fullPage }, { 'x-forwarded-for': '192.0.2.71' })).status).toBe(204)
    expect(await today(shown)).toEqual(before.map((count) => count + 1))
  }) // prettier-ignore

  it('stores neither the address nor the browser, and leaves the views alone', async () => {
    const { docs: rows } = await payload.find({
      collection: 'property-views',
      where: { property: { in: shown } },
      pagination: false,
    })
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(0)
    const hits = await payload.find({ collection: 'view-hits', pagination: false })
    const stored = JSON.stringify([rows, hits.docs])
    for (const secret of ['203.0.113.50', '198.51.100.60', 'Chrome', 'Linux'])
      expect(stored).not.toContain(secret)
  })
})

describe('the owner sees the appearances', () => {
  it('per week in the appearances history and for the last 30 days, the API within the contract’s keys', async () => {
    const [count] = await today([shown[0]])
    expect(count).toBeGreaterThan(0)
    const token = await tokenFor(payload, owner)
    const response = await ownerStats(
      new Request(`${BASE}/api/owner-stats/${shown[0]}`, {
        headers: { Authorization: `JWT ${token}` },
      }),
      { params: Promise.resolve({ id: String(shown[0]) }) },
    )
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(['days', 'funnel', 'history', 'property', 'views'])
    expect(body.views.today).toBe(0) // appearances are not views
    expect(body.history.appearances).toContainEqual({
      date: weekStart(brusselsDay()),
      type: 'searchAppearancesPerWeek',
      contactPerson: null,
      subject: String(count),
      comment: null,
      status: null,
    })
    const doc = await findOwnedProperty(payload, {
      propertyId: shown[0],
      ownerId: owner.id,
      locale: 'nl',
    })
    const stats = await computeStats(payload, { property: doc! })
    expect(stats.appearances).toEqual({ month: count, previous: 0 })
  })
})

describe('retention of the raw events of counting', () => {
  it('deletes claims older than a day in the hourly job, with no view arriving, and keeps live ones', async () => {
    const day = 24 * 60 * 60 * 1000
    const old = await payload.create({
      collection: 'view-hits',
      data: { key: `test-old-${Date.now()}`, expiresAt: new Date(Date.now() - day - 60_000).toISOString() },
    })
    const justExpired = await payload.create({
      collection: 'view-hits',
      data: { key: `test-expired-${Date.now()}`, expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const live = await payload.create({
      collection: 'view-hits',
      data: { key: `test-live-${Date.now()}`, expiresAt: new Date(Date.now() + DEDUP_MS).toISOString() },
    })
    await payload.jobs.queue({ task: 'purgeViewHits', queue: RETENTION_QUEUE, input: {} })
    await payload.jobs.run({ queue: RETENTION_QUEUE, silent: { info: true } })
    const ids = (await payload.find({ collection: 'view-hits', pagination: false, limit: 0 })).docs.map((doc) => doc.id)
    expect(ids).not.toContain(old.id)
    expect(ids).not.toContain(justExpired.id)
    expect(ids).toContain(live.id)
    const { docs: hits } = await payload.find({ collection: 'view-hits', pagination: false })
    for (const hit of hits) expect(new Date(hit.expiresAt).getTime()).toBeGreaterThan(Date.now() - day)
  }) // prettier-ignore

  it('is scheduled every hour on the retention queue, which the server runs every hour', async () => {
    const task = payload.config.jobs.tasks?.find((entry) => entry.slug === 'purgeViewHits')
    expect(task?.schedule).toEqual([{ cron: '0 * * * *', queue: RETENTION_QUEUE }])
    const autoRun = payload.config.jobs.autoRun
    const crons = typeof autoRun === 'function' ? await autoRun(payload) : (autoRun ?? [])
    expect(crons).toContainEqual(expect.objectContaining({ cron: '17 * * * *', queue: RETENTION_QUEUE }))
    // The scheduler queues it (once, however many servers ask).
    await payload.jobs.handleSchedules({ queue: RETENTION_QUEUE })
    await payload.jobs.handleSchedules({ queue: RETENTION_QUEUE })
    const queued = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'purgeViewHits' } }, { completedAt: { exists: false } }] },
    })
    expect(queued.totalDocs).toBe(1)
  }) // prettier-ignore
})
