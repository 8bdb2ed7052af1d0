// The page cache's byte budget (decision 0031): pages and data cached at run time are kept
// within PAGE_CACHE_MB (default 512) on disk (SQLite: Next's file-system cache) or in the
// database (PostgreSQL: next_cache.entries). Without a bound, every filter set a visitor or a
// crawler asks for (a list's query: a page of its own, decision 0020) stays for good, about
// 300 KB each. What was written longest ago goes first; a page that goes is rendered again at its
// next request.
//
// Plain JavaScript: imported by the cache handler, which Next loads at run time from its path.
import fs from 'node:fs'
import path from 'node:path'

/** At most one trim per process in this time; between two, the store may pass the budget. */
export const TRIM_EVERY_MS = 60_000

/** PAGE_CACHE_MB in bytes; 0 when the cache is not bounded (PAGE_CACHE_MB=0). */
export const budgetBytes = (value = process.env.PAGE_CACHE_MB) => {
  const megabytes = value === undefined || value.trim() === '' ? 512 : Number(value)
  return Number.isFinite(megabytes) && megabytes > 0 ? Math.round(megabytes * 1024 * 1024) : 0
}

const throttle = { last: 0, running: null }

/**
 * Runs `trim(budget)` after a write, at most once per TRIM_EVERY_MS and never twice at a time.
 * A failed trim is logged and changes nothing else: the cache keeps working.
 */
export const trimSoon = (trim, now = Date.now()) => {
  const budget = budgetBytes()
  if (!budget || throttle.running || now - throttle.last < TRIM_EVERY_MS) return null
  throttle.last = now
  throttle.running = trim(budget)
    .catch((error) => console.error('Page cache: keeping it within PAGE_CACHE_MB failed:', error))
    .finally(() => {
      throttle.running = null
    })
  return throttle.running
}

// ---- PostgreSQL: one statement, the newest entries first until the budget is reached ----

/** Deletes the entries (of any build) beyond the budget, by their stored size. */
export const trimDatabase = (pool, budget) =>
  pool.query(
    `DELETE FROM next_cache.entries e
     USING (
       SELECT build_id, key FROM (
         SELECT build_id, key,
                sum(pg_column_size(value)) OVER (ORDER BY written_at DESC, build_id, key) AS kept
         FROM next_cache.entries
       ) newest_first
       WHERE kept > $1
     ) beyond
     WHERE e.build_id = beyond.build_id AND e.key = beyond.key`,
    [budget],
  )

// ---- SQLite: Next's files (route-cache/: one entry per .meta file; fetch-cache/: one per file) ----

/** The files of one page or route answer beside its `.meta` (Next 16.4's file-system cache). */
const ENTRY_SUFFIXES = ['.meta', '.html', '.rsc', '.body', '.json', '.segments']

const sizeOf = async (target) => {
  const stat = await fs.promises.stat(target).catch(() => null)
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.size
  const names = await fs.promises.readdir(target)
  let total = 0
  for (const name of names) total += await sizeOf(path.join(target, name))
  return total
}

/** Every page entry under `dir`: its files, their bytes and when it was written. */
const renderedEntries = async (dir, into) => {
  const items = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const item of items) {
    const full = path.join(dir, item.name)
    if (item.isDirectory()) {
      if (!item.name.endsWith('.segments')) await renderedEntries(full, into)
      continue
    }
    if (!item.name.endsWith('.meta')) continue
    const base = full.slice(0, -'.meta'.length)
    const paths = ENTRY_SUFFIXES.map((suffix) => base + suffix)
    const stat = await fs.promises.stat(full).catch(() => null)
    if (!stat) continue
    let size = 0
    for (const file of paths) size += await sizeOf(file)
    into.push({ paths, size, written: stat.mtimeMs })
  }
}

/** Every data entry (unstable_cache): one file each. */
const dataEntries = async (dir, into) => {
  const items = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => [])
  for (const item of items) {
    if (!item.isFile()) continue
    const full = path.join(dir, item.name)
    const stat = await fs.promises.stat(full).catch(() => null)
    if (stat) into.push({ paths: [full], size: stat.size, written: stat.mtimeMs })
  }
}

/**
 * Removes the entries beyond the budget from Next's file-system cache of this build: pages
 * rendered since the build (`server/route-cache/`) and data (`cache/fetch-cache/`). The build's
 * own files are not touched. Returns how many entries went.
 */
export const trimFiles = async (serverDistDir, budget) => {
  const entries = []
  await renderedEntries(path.join(serverDistDir, 'route-cache'), entries)
  await dataEntries(path.join(serverDistDir, '..', 'cache', 'fetch-cache'), entries)
  entries.sort((a, b) => b.written - a.written)
  let kept = 0
  let removed = 0
  for (const entry of entries) {
    kept += entry.size
    if (kept <= budget) continue
    for (const file of entry.paths) await fs.promises.rm(file, { recursive: true, force: true })
    removed++
  }
  return removed
}
