// The shared cache handler's serialisation (entries hold Buffers and Maps, which JSON alone
// turns into plain objects: RSC navigations then fail with "segmentData.get is not a function")
// and its choice of store: Next's own file-system cache on SQLite.
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { afterEach, describe, expect, it } from 'vitest'

import SharedCacheHandler, { deserialize, serialize } from '../../src/edge/sharedCacheHandler.mjs'

const databaseUrl = process.env.DATABASE_URL

afterEach(() => {
  process.env.DATABASE_URL = databaseUrl
})

describe('a page entry stored outside the process', () => {
  it('comes back with its RSC payload as bytes and its segments as a Map', () => {
    const entry = {
      kind: 'APP_PAGE',
      html: '<h1>Villa</h1>',
      rscData: Buffer.from([0, 255, 10, 13]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'property:7,settings' },
      status: 200,
    }
    const back = deserialize(serialize(entry))
    expect(Buffer.isBuffer(back.rscData)).toBe(true)
    expect([...back.rscData]).toEqual([0, 255, 10, 13])
    expect(back.segmentData).toBeInstanceOf(Map)
    expect(back.segmentData.get('/_tree').toString()).toBe('tree')
    expect(back.headers).toEqual(entry.headers)
  })
})

describe('the store a server uses', () => {
  it('is Next’s own file-system cache on SQLite (one server by design)', () => {
    process.env.DATABASE_URL = 'file:./data/agency.db'
    const handler = new SharedCacheHandler({
      fs: {},
      serverDistDir: '.next/server',
      revalidatedTags: [],
      dev: false,
    })
    expect(handler.handler).toBeInstanceOf(FileSystemCache)
  })

  it('is the database on PostgreSQL', () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/agency'
    const handler = new SharedCacheHandler({ serverDistDir: '.next/server' })
    expect(handler.handler).not.toBeInstanceOf(FileSystemCache)
  })
})
