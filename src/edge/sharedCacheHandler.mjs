// Next's cache handler (next.config.ts `cacheHandler`): the data cache (unstable_cache), ISR
// pages and route answers of every server in one place, so that a publish on any server is seen
// by all of them at their next read (docs/decisions/0017-shared-page-cache.md).
//
// - PostgreSQL (DATABASE_URL postgres://…): entries and tag expirations live in the database's
//   schema `next_cache`, created here idempotently at the first use. A small in-process copy of
//   entries saves moving their bytes, but every read asks the database (one query) whether the
//   entry is still the latest and whether one of its tags expired after it was written; so a
//   revalidateTag on server A makes server B miss at its very next read.
// - SQLite (one server by design, decision 0008): Next's own file-system cache, unchanged.
//
// Plain JavaScript: Next imports this file at run time from its path (not through the bundler),
// and Node 20 does not run TypeScript.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import pg from 'pg'

import { trimDatabase, trimFiles, trimSoon } from './cacheBudget.mjs'
import { readProcessValue, writeProcessValue } from './processValues.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

const TAGS_HEADER = 'x-next-cache-tags'
/** An entry not written again for this long is removed (the store stays bounded). */
const KEEP_DAYS = 7
/** In-process copies of entries (bytes only; freshness is always asked of the database). */
const MEMORY_ENTRIES = 2000
/** After a database error, how long reads and writes go to this process's memory only. */
const BACKOFF_MS = 2000

const isPostgres = (url) => /^postgres(ql)?:\/\//.test(url ?? '')

// ---- serialisation: entries hold Buffers (rscData, route bodies) and Maps (segmentData) ----

export const serialize = (value) =>
  JSON.stringify(value, function (key, item) {
    const original = this[key]
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') }
    if (original instanceof Map) return { $map: [...original.entries()] }
    return item
  })

export const deserialize = (text) =>
  JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      if (typeof item.$buffer === 'string' && Object.keys(item).length === 1)
        return Buffer.from(item.$buffer, 'base64')
      if (Array.isArray(item.$map) && Object.keys(item).length === 1) return new Map(item.$map)
    }
    return item
  })

/** The tags an entry carries: fetch entries in the context, responses in their header. */
const tagsOf = (data, ctx) => {
  if (data?.kind === 'FETCH') return [...new Set([...(ctx?.tags ?? []), ...(data.tags ?? [])])]
  const header = data?.headers?.[TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

// ---- one pool and one memory per process (Next creates a handler per request) ----

const shared = {
  pool: null,
  ready: null,
  memory: new Map(),
  downUntil: 0,
  lastError: 0,
  pendingTags: new Map(),
  sweepTimer: null,
}

const logError = (what, error) => {
  const now = Date.now()
  shared.downUntil = now + BACKOFF_MS
  if (now - shared.lastError < 30_000) return
  shared.lastError = now
  console.error(`Shared cache (PostgreSQL): ${what} failed, using this server's memory:`, error)
}

const pool = () => {
  if (!shared.pool) {
    shared.pool = new pg.Pool({
      connectionString: process.env.DATABASE_URL,
      max: 4,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 2000,
      // A database that hangs must not hang the pages: they render without the cache.
      query_timeout: 3000,
      application_name: 'next-cache',
    })
    // An idle client's error (database restarted) must not crash the server.
    shared.pool.on('error', (error) => logError('an idle connection', error))
  }
  return shared.pool
}

const SCHEMA = `
  CREATE SCHEMA IF NOT EXISTS next_cache;
  CREATE TABLE IF NOT EXISTS next_cache.entries (
    build_id text NOT NULL,
    key text NOT NULL,
    tags text[] NOT NULL DEFAULT '{}',
    value text NOT NULL,
    cache_control text,
    last_modified double precision NOT NULL,
    written_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (build_id, key)
  );
  CREATE INDEX IF NOT EXISTS entries_written_at ON next_cache.entries (written_at);
  CREATE TABLE IF NOT EXISTS next_cache.tags (
    tag text PRIMARY KEY,
    stale_at double precision,
    expired_at double precision,
    updated_at timestamptz NOT NULL DEFAULT now()
  );`

const NOW_MS = `(extract(epoch from clock_timestamp()) * 1000)`

/** Creates the tables once (idempotent; an advisory lock keeps two servers from racing). */
const ensureSchema = () => {
  if (!shared.ready) {
    shared.ready = (async () => {
      const client = await pool().connect()
      try {
        await client.query('BEGIN')
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('next_cache schema'))`)
        await client.query(SCHEMA)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
      scheduleSweep()
    })().catch((error) => {
      shared.ready = null
      throw error
    })
  }
  return shared.ready
}

/** Removes what nobody wrote for a week (and tag expirations older than every such entry). */
const sweep = async () => {
  await pool().query(
    `DELETE FROM next_cache.entries WHERE written_at < now() - make_interval(days => $1)`,
    [KEEP_DAYS],
  )
  await pool().query(
    `DELETE FROM next_cache.tags WHERE updated_at < now() - make_interval(days => $1)`,
    [KEEP_DAYS + 1],
  )
}

const scheduleSweep = () => {
  if (shared.sweepTimer) return
  shared.sweepTimer = setInterval(
    () => void sweep().catch((error) => logError('the clean-up', error)),
    60 * 60 * 1000,
  )
  shared.sweepTimer.unref()
}

/** Writes tag expirations that could not be written earlier (the database was down). */
const flushPendingTags = async () => {
  if (!shared.pendingTags.size) return
  const pending = [...shared.pendingTags.entries()]
  shared.pendingTags.clear()
  for (const [tag, expireSeconds] of pending) {
    try {
      await writeTags([tag], expireSeconds)
    } catch (error) {
      shared.pendingTags.set(tag, expireSeconds)
      throw error
    }
  }
}

/**
 * Expires `tags` at the database's clock (one clock for every server): stale now, expired
 * `expireSeconds` from now (undefined: now, Next's default for revalidateTag without a profile).
 */
const writeTags = (tags, expireSeconds) =>
  pool().query(
    `INSERT INTO next_cache.tags (tag, stale_at, expired_at, updated_at)
     SELECT t, ${NOW_MS}, ${NOW_MS} + $2 * 1000, now() FROM unnest($1::text[]) AS t
     ON CONFLICT (tag) DO UPDATE
       SET stale_at = EXCLUDED.stale_at, expired_at = EXCLUDED.expired_at, updated_at = now()`,
    [tags, expireSeconds ?? 0],
  )

const remember = (key, entry) => {
  shared.memory.delete(key)
  shared.memory.set(key, entry)
  if (shared.memory.size > MEMORY_ENTRIES) shared.memory.delete(shared.memory.keys().next().value)
}

const buildIds = new Map()
/** The build's id, read once per process (a handler is created per request). */
const buildIdOf = (serverDistDir) => {
  let id = buildIds.get(serverDistDir)
  if (!id) {
    try {
      id = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
      buildIds.set(serverDistDir, id)
    } catch {
      id = 'build' // during `next build`, before the id is written: not read at run time
    }
  }
  return id
}

class PostgresCacheHandler {
  constructor(ctx) {
    this.buildId = buildIdOf(ctx.serverDistDir ?? '.next/server')
  }

  resetRequestCache() {}

  async get(key, ctx) {
    const memoryKey = `${this.buildId}:${key}`
    const cached = shared.memory.get(memoryKey)
    // The database is down: this server's last copy (its own tag expiries cleared the memory),
    // as Next's guide advises — stale content rather than no content.
    const fallback = () =>
      cached ? { lastModified: cached.lastModified, value: cached.value } : null
    if (Date.now() < shared.downUntil) return fallback()
    const extraTags = ctx?.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : []
    let row
    try {
      await ensureSchema()
      await flushPendingTags()
      // One round trip: is the entry there, is it the copy this process holds (then its bytes
      // stay in the database), and did one of its tags (or the request's) expire after it?
      const result = await pool().query(
        `SELECT e.last_modified, e.cache_control,
                CASE WHEN e.last_modified = $3 THEN NULL ELSE e.value END AS value,
                ${NOW_MS} AS now,
                (SELECT max(t.expired_at) FROM next_cache.tags t
                  WHERE t.tag = ANY(e.tags || $4::text[]) AND t.expired_at <= ${NOW_MS}
                    AND t.expired_at > e.last_modified) AS expired_at,
                (SELECT max(t.stale_at) FROM next_cache.tags t
                  WHERE t.tag = ANY(e.tags || $4::text[]) AND t.stale_at > e.last_modified) AS stale_at
           FROM next_cache.entries e WHERE e.build_id = $1 AND e.key = $2`,
        [this.buildId, key, cached?.lastModified ?? -1, extraTags],
      )
      row = result.rows[0]
    } catch (error) {
      logError('a read', error)
      return fallback()
    }
    if (!row) {
      shared.memory.delete(memoryKey)
      return null
    }
    if (row.expired_at != null) return null
    let value
    if (row.value == null && cached) value = cached.value
    else {
      value = deserialize(row.value)
      remember(memoryKey, { lastModified: row.last_modified, value })
    }
    // A tag marked stale (not expired) after the entry: serve it once more and let Next render
    // a fresh one (a data entry past its revalidate time; a page: a blocking render).
    let lastModified = row.last_modified
    if (row.stale_at != null) lastModified = value?.kind === 'FETCH' ? 0 : -1
    return {
      lastModified,
      value,
      cacheControl: row.cache_control ? JSON.parse(row.cache_control) : undefined,
    }
  }

  async set(key, data, ctx) {
    const memoryKey = `${this.buildId}:${key}`
    shared.memory.delete(memoryKey)
    const keepLocally = () => remember(memoryKey, { lastModified: Date.now(), value: data })
    if (Date.now() < shared.downUntil) return keepLocally()
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
    try {
      await ensureSchema()
      const result = await pool().query(
        `INSERT INTO next_cache.entries
           (build_id, key, tags, value, cache_control, last_modified, written_at)
         VALUES ($1, $2, $3, $4, $5, ${NOW_MS}, now())
         ON CONFLICT (build_id, key) DO UPDATE SET tags = EXCLUDED.tags, value = EXCLUDED.value,
           cache_control = EXCLUDED.cache_control, last_modified = EXCLUDED.last_modified,
           written_at = EXCLUDED.written_at
         RETURNING last_modified`,
        [
          this.buildId,
          key,
          tagsOf(data, ctx),
          serialize(data),
          cacheControl ? JSON.stringify(cacheControl) : null,
        ],
      )
      remember(memoryKey, { lastModified: result.rows[0].last_modified, value: data })
    } catch (error) {
      logError('a write', error)
      keepLocally()
    }
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (!list.length) return
    // With durations (revalidateTag(tag, profile)) the tag expires after `expire` seconds;
    // without, at once (Next's default).
    const expireSeconds = durations?.expire
    try {
      await ensureSchema()
      await writeTags(list, expireSeconds)
      await flushPendingTags()
    } catch (error) {
      // Kept and written at the next successful query: the other servers learn it late, not never.
      for (const tag of list) shared.pendingTags.set(tag, expireSeconds)
      for (const key of shared.memory.keys()) shared.memory.delete(key)
      logError('a tag expiry', error)
    }
  }
}

// ---- the tag clock: has one of these tags expired since I last asked? (docs/decisions/0022) ----

/** How long one reading of the other servers' expiries (PostgreSQL) is reused. */
export const TAG_CLOCK_MS = 1000

/** Expiries made by this process (one count whatever the module copies). */
const localExpiries = () => readProcessValue('localTagExpiries') ?? 0
const countLocalExpiry = () => {
  writeProcessValue('localTagExpiries', localExpiries() + 1)
}

/** Readings of the tags table per tag list: { at, value: Promise<string | null> }. */
const clockReadings = new Map()
/** Stands for "every tag" in tagClock: the response cache in front of Next (server.mjs). */
const ANY_TAG = Symbol('any tag')

/**
 * A value that changes whenever one of `tags` expires on any server: this process's own expiries
 * at once, the other servers' (PostgreSQL) within TAG_CLOCK_MS — read at most once per that
 * interval per tag list, whatever the traffic. Null when it cannot be known (the database
 * is down): then nothing may be trusted that was remembered against it.
 */
export const tagClock = async (tags) => {
  const local = localExpiries()
  if (!isPostgres(process.env.DATABASE_URL?.trim())) return `${local}`
  if (Date.now() < shared.downUntil) return null
  const key = tags === ANY_TAG ? ANY_TAG : tags.join(',')
  let reading = clockReadings.get(key)
  if (!reading || Date.now() - reading.at >= TAG_CLOCK_MS) {
    reading = {
      at: Date.now(),
      value: ensureSchema()
        .then(() =>
          pool().query(
            `SELECT coalesce(max(expired_at), 0) AS expired_at FROM next_cache.tags
              WHERE ${tags === ANY_TAG ? '' : 'tag = ANY($1::text[]) AND'} expired_at <= ${NOW_MS}`,
            tags === ANY_TAG ? [] : [tags],
          ),
        )
        .then(({ rows }) => String(rows[0].expired_at))
        .catch((error) => {
          logError('a tag clock reading', error)
          clockReadings.delete(key)
          return null
        }),
    }
    clockReadings.set(key, reading)
  }
  const expired = await reading.value
  return expired === null ? null : `${expired}:${local}`
}
writeProcessValue('tagClock', tagClock)

/**
 * The clock of every tag: it moves when anything cached expires on any server (a publish, an
 * unpublish, an edit of a global). The response cache in front of Next (src/edge/responseCache.mjs)
 * drops every answer it holds then: publishes are rare, answers between them are many.
 */
export const anyTagClock = () => tagClock(ANY_TAG)
writeProcessValue('anyTagClock', anyTagClock)

// ---- the Content-Security-Policy of a prerendered page (docs/decisions/0020) ----

const CSP_HEADER = 'content-security-policy'
/** Inline scripts of an HTML page: `<script …>code</script>` without a `src`. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
/** Script types a browser runs (JSON-LD and other data blocks are not). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/** `'sha256-…'` of every inline script a browser would run in `html`. */
export const inlineScriptHashes = (html) => {
  const hashes = new Set()
  for (const [, attributes, code] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE.test(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * A page's HTML and its policy are one: on every page entry stored or served, the policy that
 * allows exactly its inline scripts (by hash) is put in the entry's headers, which Next sends
 * with the page. The policy's other directives come from the proxy (src/edge/processValues.mjs).
 */
const withPagePolicy = (data) => {
  const policy = readProcessValue('prerenderedPagePolicy')
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string' || !policy) return data
  data.headers = { ...data.headers, [CSP_HEADER]: policy(hashesOf(data)) }
  return data
}

/**
 * The hashes of a page entry, found once per entry object: the cache keeps an entry in memory
 * and serves the same object until it is replaced, so a cached page is not searched and hashed
 * again on every request (a profile of the cached home page: 5 % of its server time).
 */
const entryHashes = new WeakMap()
const hashesOf = (data) => {
  const known = entryHashes.get(data)
  if (known?.html === data.html) return known.hashes
  const hashes = inlineScriptHashes(data.html)
  entryHashes.set(data, { html: data.html, hashes })
  return hashes
}

/** The handler Next instantiates (once per request): PostgreSQL's, or Next's own on SQLite. */
export default class SharedCacheHandler {
  constructor(ctx) {
    const onPostgres = isPostgres(process.env.DATABASE_URL?.trim())
    this.handler = onPostgres ? new PostgresCacheHandler(ctx) : new FileSystemCache(ctx)
    /** Keeps the store within PAGE_CACHE_MB (src/edge/cacheBudget.mjs, decision 0031). */
    this.trim = onPostgres
      ? (budget) => ensureSchema().then(() => trimDatabase(pool(), budget))
      : (budget) => trimFiles(ctx.serverDistDir, budget)
  }

  resetRequestCache() {
    this.handler.resetRequestCache?.()
  }

  async get(...args) {
    const entry = await this.handler.get(...args)
    if (entry?.value) withPagePolicy(entry.value)
    return entry
  }

  async set(key, data, ctx) {
    // In place: on a miss Next answers with this very object once it is stored.
    await this.handler.set(key, withPagePolicy(data), ctx)
    trimSoon(this.trim)
  }

  async revalidateTag(...args) {
    try {
      return await this.handler.revalidateTag(...args)
    } finally {
      // After the write: a reader that sees the new count also finds the expiry in the table.
      countLocalExpiry()
    }
  }
}
