// SweepBright pushes (docs/crm-import.md): the webhook answers at once (401 on a wrong secret),
// the same event twice or events out of order change nothing more, each listing is fetched once,
// its public address is reported back, and a deleted estate is unpublished, never deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'
import {
  startSweepBrightDouble,
  type SweepBrightDouble,
} from '../../src/crm-demo/doubles/sweepbright'

process.env.CRM_ALLOW_PRIVATE_HOSTS = '1'
process.env.CRM_BACKOFF_MS = '20'

let payload: Payload
let adminToken: string
let crm: SweepBrightDouble
let connection: number

const hook = (event: string, estateId: string, secret = 'hook-secret') =>
  api('POST', `crm/webhook/${connection}?secret=${encodeURIComponent(secret)}`, {
    body: { event, estate_id: estateId },
  })

/** Waits until no run goes and no event waits (starting a run for events left over). */
const settle = async () => {
  for (let i = 0; i < 400; i++) {
    const running = await payload.count({
      collection: 'crm-runs',
      where: {
        and: [{ connection: { equals: connection } }, { status: { equals: 'running' } }],
      },
    })
    const events = await payload.count({
      collection: 'crm-events',
      where: { connection: { equals: connection } },
    })
    if (!running.totalDocs && !events.totalDocs) return
    if (!running.totalDocs)
      await api('POST', `crm-connections/${connection}/sync`, {
        token: adminToken,
        body: { mode: 'apply', full: false },
      })
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the runs did not settle')
}

const propertyOf = async (externalId: string) =>
  (
    await payload.find({
      collection: 'properties',
      where: {
        and: [
          { 'crm.connection': { equals: connection } },
          { 'crm.externalId': { equals: externalId } },
        ],
      },
      depth: 0,
    })
  ).docs[0]

const A = 'aaaaaaaa-1111-4111-8111-000000000001'
const B = 'bbbbbbbb-2222-4222-8222-000000000002'
const C = 'cccccccc-3333-4333-8333-000000000003'

beforeAll(async () => {
  payload = await getTestPayload()
  adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
  crm = await startSweepBrightDouble()
  const created = await api('POST', 'crm-connections', {
    token: adminToken,
    body: {
      name: 'SweepBright',
      provider: 'sweepbright',
      baseUrl: crm.url,
      intervalMinutes: 0,
      webhookSecret: 'hook-secret',
      ...crm.credentials,
    },
  })
  expect(created.status).toBe(201)
  connection = created.json.doc.id
  const dry = await api('POST', `crm-connections/${connection}/sync`, {
    token: adminToken,
    body: { mode: 'dry-run', full: true },
  })
  expect(dry.status).toBe(202)
  await settle()
})

afterAll(async () => {
  await crm?.close()
})

describe('SweepBright webhooks', () => {
  it('tests the connection by logging in, in the staff member’s language', async () => {
    const checked = await api('POST', `crm-connections/${connection}/check`, {
      token: adminToken,
      headers: { 'Accept-Language': 'en' },
    })
    expect(checked.json).toEqual({
      ok: true,
      message: 'Connected: SweepBright accepts the credentials.',
    })
  })

  it('refuses a wrong secret with 401 and records nothing', async () => {
    crm.add(C)
    expect((await hook('estate-added', C, 'wrong')).status).toBe(401)
    expect(
      (
        await payload.count({
          collection: 'crm-events',
          where: { connection: { equals: connection } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('imports each listing once, whatever the repeats and the order of the events', async () => {
    crm.add(A)
    crm.add(B)
    const answers = [
      await hook('estate-updated', A),
      await hook('estate-added', A),
      await hook('estate-added', A),
      await hook('estate-added', B),
    ]
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    await settle()
    const reads = (id: string) =>
      crm.log.filter((e) => e.method === 'GET' && e.path === `/estates/${id}`)
    expect(reads(A).length).toBeLessThanOrEqual(2)
    expect(reads(B).length).toBeGreaterThanOrEqual(1)
    const a = await propertyOf(A)
    expect(a).toMatchObject({ _status: 'published', goal: 'sale', city: 'Brussel', price: 425000 })
    expect(a.images).toHaveLength(2)
    // Photos downloaded once each, although their URLs change on every read.
    const photoCalls = crm.log.filter((e) => e.path.startsWith(`/photos/sb-${A}`))
    expect(photoCalls).toHaveLength(2)
    expect(crm.urls.find((u) => u.id === A)?.url).toMatch(new RegExp(`/nl/.+/${a.id}/$`))

    // The same events again: nothing more is written.
    const updatedAt = a.updatedAt
    await hook('estate-updated', A)
    await settle()
    expect((await propertyOf(A)).updatedAt).toBe(updatedAt)
    expect(crm.log.filter((e) => e.path.startsWith(`/photos/sb-${A}`))).toHaveLength(2)
  })

  it('unpublishes a deleted estate, never deletes it', async () => {
    crm.estates.delete(B)
    expect((await hook('estate-deleted', B)).status).toBe(200)
    await settle()
    const b = await propertyOf(B)
    expect(b).toBeDefined()
    expect(b._status).toBe('draft')
  })

  // How fast each webhook is answered is measured by a bench, not asserted here.
  // Events that arrive while a run is going are fetched again by the next run (the estate may
  // have changed since), so how many fetches a burst costs depends on how fast it arrives: on a
  // quiet machine 20, on a loaded one more. What never changes: every listing is fetched, and
  // never more often than it had events.
  it('answers 100 webhooks for 20 listings with 200, and fetches each listing, never more often than its events', async () => {
    const ids = Array.from(
      { length: 20 },
      (_, i) => `dddddddd-4444-4444-8444-${String(i).padStart(12, '0')}`,
    )
    for (const id of ids) crm.add(id)
    const before = crm.log.length
    for (let round = 0; round < 5; round++)
      for (const id of ids) {
        const { status } = await hook(round === 0 ? 'estate-added' : 'estate-updated', id)
        expect(status).toBe(200)
      }
    await settle()
    const gets = crm.log
      .slice(before)
      .filter((e) => e.method === 'GET' && e.path.startsWith('/estates/'))
    const fetches = new Map<string, number>()
    for (const { path } of gets) fetches.set(path, (fetches.get(path) ?? 0) + 1)
    expect(fetches.size).toBe(20)
    expect(Math.max(...fetches.values())).toBeLessThanOrEqual(5)
  })

  it('reports the run in crm-runs with its counts', async () => {
    const runs = await payload.find({
      collection: 'crm-runs',
      where: { connection: { equals: connection } },
      sort: '-startedAt',
      limit: 20,
      depth: 0,
    })
    const statuses = runs.docs.map((run) => run.status)
    expect(statuses).not.toContain('failed')
    const total = runs.docs.reduce((sum, run) => sum + ((run.counts as Json)?.created ?? 0), 0)
    expect(total).toBeGreaterThanOrEqual(2)
  })
})
