// The shared cache handler's tag clock, which the proxy's memo of visible content trusts
// (src/edge/tagMemo.ts, docs/decisions/0022): it moves at once on this server's own tag expiry,
// and on PostgreSQL also when another server expired the tag (seen within TAG_CLOCK_MS), so an
// unpublish answers 404 on every server within seconds. On the run's database (SQLite file or
// the throw-away PostgreSQL database of scripts/with-postgres.sh).
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import type * as HandlerModule from '../../src/edge/sharedCacheHandler.mjs'

// A copy of its own (the query makes it another module): the handler registers its clocks when
// it loads, and an earlier file of the run may have loaded it already (the files share one
// process; tests/helpers/intSetup.ts forgets what a file registered).
const fresh = '../../src/edge/sharedCacheHandler.mjs?tag-clock-test'
const {
  default: SharedCacheHandler,
  anyTagClock,
  TAG_CLOCK_MS,
  tagClock,
} = (await import(/* @vite-ignore */ fresh)) as typeof HandlerModule

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
const handler = () =>
  new SharedCacheHandler({
    fs: {},
    serverDistDir: '.next/server',
    revalidatedTags: [],
    dev: false,
    flushToDisk: false,
  })

const unique = () => `property-lists-test-${Date.now()}-${Math.random().toString(36).slice(2)}`
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the tag clock', () => {
  it('is registered on globalThis for the proxy', () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('agency-site.tag-clock')]).toBe(
      tagClock,
    )
  })

  it('moves at once when this server expires a tag, and stands still otherwise', async () => {
    const tag = unique()
    const before = await tagClock([tag])
    expect(before).not.toBeNull()
    expect(await tagClock([tag])).toBe(before)
    await handler().revalidateTag([tag], { expire: 0 })
    const after = await tagClock([tag])
    expect(after).not.toBeNull()
    expect(after).not.toBe(before)
  })

  it('of every tag (the response cache in front of Next) moves at once on any expiry here', async () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('agency-site.any-tag-clock')]).toBe(
      anyTagClock,
    )
    const before = await anyTagClock()
    expect(before).not.toBeNull()
    expect(await anyTagClock()).toBe(before)
    await handler().revalidateTag([unique()], { expire: 0 })
    const after = await anyTagClock()
    expect(after).not.toBeNull()
    expect(after).not.toBe(before)
  })
})

// Several servers share a clock only on PostgreSQL (on SQLite there is one server): these run in
// the PostgreSQL pass of the suite (`npm run test:postgres`, in .ci/run), and are not defined on
// SQLite rather than reported as skipped.
if (onPostgres)
  describe('the tag clock on PostgreSQL (several servers)', () => {
    const other = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
    afterAll(() => other.end())
    /** Another server's revalidateTag: the same row the handler writes, by the database's clock. */
    const expireOnAnotherServer = (tag: string) =>
      other.query(
        `INSERT INTO next_cache.tags (tag, stale_at, expired_at)
         VALUES ($1, extract(epoch from clock_timestamp()) * 1000,
                 extract(epoch from clock_timestamp()) * 1000)`,
        [tag],
      )

    it('moves within TAG_CLOCK_MS when another server expires one of the tags', async () => {
      const tag = unique()
      // Creates the schema (the first read) and takes this process's reading.
      const before = await tagClock([tag, 'articles'])
      expect(before).not.toBeNull()
      await expireOnAnotherServer(tag)
      await wait(TAG_CLOCK_MS + 50)
      const after = await tagClock([tag, 'articles'])
      expect(after).not.toBeNull()
      expect(after).not.toBe(before)
    })

    it('of every tag moves within TAG_CLOCK_MS when another server expires any tag', async () => {
      const before = await anyTagClock()
      expect(before).not.toBeNull()
      await expireOnAnotherServer(unique())
      await wait(TAG_CLOCK_MS + 50)
      const after = await anyTagClock()
      expect(after).not.toBeNull()
      expect(after).not.toBe(before)
    })

    it('does not move for a tag it does not watch', async () => {
      const watched = unique()
      const before = await tagClock([watched])
      await expireOnAnotherServer(unique())
      await wait(TAG_CLOCK_MS + 50)
      expect(await tagClock([watched])).toBe(before)
    })
  })
