// One run per connection across servers (docs/crm-import.md): the lease on the connection's row
// is taken by one caller only, whatever the number of callers at once (servers share only the
// database), and a lease left by a dead server is taken again once it expired. The schedule
// starts nothing before a connection's first dry run succeeded.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { RUN_LEASE_MS, releaseRunLease, takeRunLease } from '@/lib/crm/lease'
import { dueRun } from '@/lib/crm/schedule'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let connection: number

beforeAll(async () => {
  payload = await getTestPayload()
  connection = (
    await payload.create({
      collection: 'crm-connections',
      data: { name: 'Lease', provider: 'whise', baseUrl: 'https://api.whise.example' },
    })
  ).id
})

describe('the run lease of a connection', () => {
  it('goes to exactly one of ten callers at once', async () => {
    const taken = await Promise.all(
      Array.from({ length: 10 }, async () => {
        await Promise.resolve() // each caller from its own flow
        return takeRunLease(payload, connection)
      }),
    )
    expect(taken.filter(Boolean)).toHaveLength(1)
    await releaseRunLease(payload, connection)
    expect(await takeRunLease(payload, connection)).toBe(true)
    await releaseRunLease(payload, connection)
  })

  it('is taken again after a dead holder’s lease expired', async () => {
    const past = new Date(Date.now() - RUN_LEASE_MS - 1000)
    expect(await takeRunLease(payload, connection, past)).toBe(true)
    expect(await takeRunLease(payload, connection)).toBe(true)
    await releaseRunLease(payload, connection)
  })
})

describe('the schedule', () => {
  it('starts nothing before the first dry run succeeded, then a delta run per interval', async () => {
    const noon = new Date('2026-11-28T12:00:00Z')
    expect(await dueRun(payload, { id: connection, intervalMinutes: 15 }, noon)).toBeNull()
    await payload.create({
      collection: 'crm-runs',
      data: {
        connection,
        mode: 'dry-run',
        full: true,
        status: 'succeeded',
        startedAt: noon.toISOString(),
      },
    })
    expect(await dueRun(payload, { id: connection, intervalMinutes: 15 }, noon)).toBe('delta')
    expect(await dueRun(payload, { id: connection, intervalMinutes: 0 }, noon)).toBeNull()
    await payload.create({
      collection: 'crm-runs',
      data: {
        connection,
        mode: 'apply',
        full: false,
        status: 'succeeded',
        startedAt: noon.toISOString(),
      },
    })
    expect(
      await dueRun(
        payload,
        { id: connection, intervalMinutes: 15 },
        new Date(noon.getTime() + 5 * 60_000),
      ),
    ).toBeNull()
    // The tick one interval later, although the run started a few seconds after its own tick.
    const ranAt = new Date(noon.getTime() + 4_000)
    await payload.update({
      collection: 'crm-runs',
      where: { and: [{ connection: { equals: connection } }, { mode: { equals: 'apply' } }] },
      data: { startedAt: ranAt.toISOString() },
    })
    expect(
      await dueRun(
        payload,
        { id: connection, intervalMinutes: 15 },
        new Date(noon.getTime() + 15 * 60_000),
      ),
    ).toBe('delta')
    // 03:00 in Brussels: the nightly full reconciliation.
    expect(
      await dueRun(
        payload,
        { id: connection, intervalMinutes: 15 },
        new Date('2026-11-29T02:00:00Z'),
      ),
    ).toBe('full')
  })
})
