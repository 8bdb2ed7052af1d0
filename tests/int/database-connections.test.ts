// Saves do not pile up database connections (src/lib/db/sqliteTransactions.ts). Every Payload write
// begins a transaction; on SQLite the libsql client gave each one a connection it never closed,
// so a server lost a file handle and about a quarter of a megabyte per save, form or job, and
// the 100 000-property seed ran out of memory. PostgreSQL keeps to its pool.
import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { databaseKind, databaseUrl } from '@/lib/env'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** The connections this process holds to the test database. */
const connections = async (): Promise<number> => {
  if (databaseKind() === 'postgres') {
    const pool = (payload.db as unknown as { pool: { totalCount: number } }).pool
    return pool.totalCount
  }
  // Each SQLite connection holds the database file open: count this process's handles on it.
  const file = fs.realpathSync(path.resolve(databaseUrl().slice('file:'.length)))
  return fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === file
    } catch {
      return false // closed since the listing
    }
  }).length
}

const save = (n: number) =>
  payload.create({
    collection: 'mail-outbox',
    data: {
      purpose: 'confirmation',
      to: `connections-${n}@test.example`,
      subject: 'x',
      html: 'x',
      text: 'x',
      status: 'sent',
      attempts: 1,
    },
  })

describe('database connections', () => {
  it('stay as many after sixty saves (and a rolled-back one) as after the first', async () => {
    await save(0)
    const before = await connections()
    for (let n = 1; n <= 60; n++) await save(n)
    // A save that fails rolls its transaction back: it does not keep a connection either.
    await expect(
      payload.create({ collection: 'mail-outbox', data: { purpose: 'nonsense' } as never }),
    ).rejects.toThrow()
    const after = await connections()
    expect(before).toBeGreaterThan(0)
    expect(after).toBeLessThanOrEqual(before)
    // The saves are there, committed, for every reader.
    const { totalDocs } = await payload.count({
      collection: 'mail-outbox',
      where: { to: { like: 'connections-' } },
    })
    expect(totalDocs).toBe(61)
  })
})
