// The page cache stays within PAGE_CACHE_MB (src/edge/cacheBudget.mjs, decision 0031): a
// crawler asking for ever new filter sets (each its own cached page of about 300 KB) must not
// fill the disk or the database. Through the real cache handler: Next's own file-system cache
// on SQLite, next_cache.entries on the run's PostgreSQL database.
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { budgetBytes, trimFiles } from '../../src/edge/cacheBudget.mjs'
import SharedCacheHandler from '../../src/edge/sharedCacheHandler.mjs'

const nodeFs = (await import('next/dist/server/lib/node-fs-methods.js')).nodeFs

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
const root = path.resolve('tests/.tmp', `cache-budget-${process.pid}-${Date.now()}`)
const serverDistDir = path.join(root, 'server')
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const handler = () =>
  new SharedCacheHandler({
    fs: nodeFs,
    serverDistDir,
    revalidatedTags: [],
    dev: false,
    flushToDisk: true,
  })

/** A filter set's page as Next stores it: HTML, RSC payload, one segment, headers. */
const page = (i: number) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><body>${`filter set ${i} `.repeat(2000)}</body></html>`,
  rscData: Buffer.from(`0:["filter set ${i}"]\n`.repeat(500)),
  segmentData: new Map([['/_tree', Buffer.from(`tree ${i}`.repeat(200))]]),
  headers: { 'x-next-cache-tags': 'property-lists' },
  postponed: undefined,
  status: 200,
})
const keyOf = (i: number) => `/route-cache/APP_PAGE/test/$/nl/for-sale/q/minPrice=${i}00000`
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, tags: [] }
const html = (i: number) => path.join(serverDistDir, `${keyOf(i)}.html`)
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Writes filter-set pages 1…n, oldest first, with the budget off (no trim meanwhile). */
const writePages = async (n: number) => {
  vi.stubEnv('PAGE_CACHE_MB', '0')
  for (let i = 1; i <= n; i++) {
    await handler().set(keyOf(i), page(i), ctx)
    await wait(15)
  }
  vi.unstubAllEnvs()
}

describe('PAGE_CACHE_MB', () => {
  it('is 512 MB unless set; 0 or nonsense turns the bound off', () => {
    expect(budgetBytes(undefined)).toBe(512 * 1024 * 1024)
    expect(budgetBytes(' ')).toBe(512 * 1024 * 1024)
    expect(budgetBytes('64')).toBe(64 * 1024 * 1024)
    expect(budgetBytes('0')).toBe(0)
    expect(budgetBytes('lots')).toBe(0)
  })
})

// Next's file-system cache is the store on SQLite only (one server, decision 0008).
if (!onPostgres)
  describe('on SQLite (Next’s file-system cache)', () => {
    it('a write past the budget removes the pages written longest ago, files and segments', async () => {
      await writePages(5)
      const perPage = fs.statSync(html(5)).size * 1.5
      expect(fs.existsSync(html(1))).toBe(true)
      // A budget for about three pages: the next write trims (the first trim of this process).
      vi.stubEnv('PAGE_CACHE_MB', String((3.5 * perPage) / 1024 / 1024))
      await handler().set(keyOf(6), page(6), ctx)
      await vi.waitFor(() => expect(fs.existsSync(html(1))).toBe(false), { timeout: 5000 })
      vi.unstubAllEnvs()
      for (const suffix of ['.html', '.rsc', '.meta', '.segments'])
        expect(fs.existsSync(path.join(serverDistDir, keyOf(2) + suffix)), suffix).toBe(false)
      for (const i of [4, 5, 6]) expect(fs.existsSync(html(i)), `page ${i}`).toBe(true)
      // The newest is still served.
      const entry = await handler().get(keyOf(6), ctx)
      expect(entry?.value?.html).toContain('filter set 6')
    })

    it('removes old data entries too, and never the build’s own pages', async () => {
      const fetchCache = path.join(root, 'cache', 'fetch-cache')
      fs.mkdirSync(fetchCache, { recursive: true })
      const oldData = path.join(fetchCache, 'a'.repeat(64))
      fs.writeFileSync(oldData, JSON.stringify({ kind: 'FETCH', data: 'x'.repeat(50_000) }))
      fs.utimesSync(oldData, new Date(2020, 0, 1), new Date(2020, 0, 1))
      const built = path.join(serverDistDir, 'app', 'nl.html')
      fs.mkdirSync(path.dirname(built), { recursive: true })
      fs.writeFileSync(built, 'x'.repeat(500_000))
      const removed = await trimFiles(serverDistDir, fs.statSync(html(6)).size * 3)
      expect(removed).toBeGreaterThanOrEqual(1)
      expect(fs.existsSync(oldData)).toBe(false)
      expect(fs.existsSync(built)).toBe(true)
      expect(fs.existsSync(html(6))).toBe(true)
    })
  })

// Several servers share next_cache.entries on PostgreSQL: these run in its pass of the suite.
if (onPostgres)
  describe('on PostgreSQL (next_cache.entries)', () => {
    const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
    afterAll(() => db.end())
    const stored = async (i: number) =>
      (await db.query('SELECT 1 FROM next_cache.entries WHERE key = $1', [keyOf(i)])).rowCount

    it('a write past the budget removes the entries written longest ago', async () => {
      await writePages(5)
      const size = async (i: number) =>
        Number(
          (
            await db.query(
              'SELECT pg_column_size(value) AS size FROM next_cache.entries WHERE key = $1',
              [keyOf(i)],
            )
          ).rows[0].size,
        )
      // Room for pages 3, 4, 5 and the one about to be written (with a margin), not for 2.
      const budget = (await size(3)) + (await size(4)) + 2.5 * (await size(5))
      vi.stubEnv('PAGE_CACHE_MB', String(budget / 1024 / 1024))
      await handler().set(keyOf(6), page(6), ctx)
      await vi.waitFor(async () => expect(await stored(2)).toBe(0), { timeout: 5000 })
      vi.unstubAllEnvs()
      expect(await stored(1)).toBe(0)
      for (const i of [3, 4, 5, 6]) expect(await stored(i), `page ${i}`).toBe(1)
      const entry = await handler().get(keyOf(6), ctx)
      expect(entry?.value?.html).toContain('filter set 6')
    })
  })
