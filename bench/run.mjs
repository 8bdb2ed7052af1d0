#!/usr/bin/env node
// npm run bench: seeds a throw-away SQLite database with BENCH_PROPERTIES (default 10 000)
// properties, starts the production build, and measures under 20 concurrent clients the list
// page with filters, a detail page and, as the yardstick of this machine, a static file.
// Not part of npm test. Needs `npm run build` first (it builds when .next is missing).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const count = Number(process.env.BENCH_PROPERTIES || 10_000)
const clients = Number(process.env.BENCH_CLIENTS || 20)
const requests = Number(process.env.BENCH_REQUESTS || 400)
const port = Number(process.env.BENCH_PORT || 3300)
const base = `http://127.0.0.1:${port}`

const dir = path.resolve('tests/.tmp', `bench-${Date.now()}`)
fs.mkdirSync(dir, { recursive: true })
// Next's data cache (unstable_cache) lives in .next/cache and outlives a build: entries of an
// earlier run's database (same ids, other documents) must not answer for this new one.
fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  PAYLOAD_SECRET: 'bench-only-secret',
  ADMIN_PASSWORD: 'bench-only-password',
  SERVER_URL: base,
  // The beacons' visitors are told apart by X-Forwarded-For (measureBeacons).
  TRUSTED_PROXIES: '127.0.0.1',
}
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

const measure = async (label, urlFor) => {
  const times = []
  let next = 0
  let failures = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) {
        const index = next++
        const t0 = performance.now()
        const response = await fetch(base + urlFor(index))
        await response.arrayBuffer()
        if (!response.ok) failures++
        times.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return {
    label,
    requests: times.length,
    failures,
    'req/s': Math.round(times.length / seconds),
    'median ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
  }
}

// --- The counting beacons (issue 12): POST /api/views and POST /api/appearances, each request
// a new visitor (its own X-Forwarded-For, believed through TRUSTED_PROXIES below), so every one
// is counted and writes: the worst case. Beside them, the pages they are sent from and a static
// file, with p50/p95/p99.
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
let beaconVisitors = 0
const visitor = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

const measureLatency = async (label, requestFor) => {
  const times = []
  let next = 0
  let failures = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) {
        const index = next++
        const { path: target, init } = requestFor(index)
        const t0 = performance.now()
        const response = await fetch(base + target, init)
        await response.arrayBuffer()
        if (!response.ok) failures++
        times.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return {
    label,
    requests: times.length,
    failures,
    'req/s': Math.round(times.length / seconds),
    'p50 ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
    'p99 ms': Number(percentile(times, 99).toFixed(1)),
  }
}

const beacon = (target, body, index) => ({
  path: target,
  init: {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'user-agent': browser,
      'x-forwarded-for': visitor(beaconVisitors + index),
    },
  },
})

/** Detail page, static file and both beacons; `ids` are published property ids. */
const measureBeacons = async ({ detailPaths, ids }) => {
  const pageOf = (index) => Array.from({ length: 12 }, (_, i) => ids[(index * 12 + i) % ids.length])
  const results = [
    await measureLatency('detail page', (i) => ({ path: detailPaths[i % detailPaths.length] })),
    await measureLatency('static file (public/)', () => ({ path: '/images/epc/flanders/a.svg' })),
    await measureLatency('POST /api/views (new visitor)', (i) =>
      beacon('/api/views', { propertyId: ids[i % ids.length] }, i),
    ),
    await measureLatency('POST /api/appearances (12 ids, new visitor)', (i) =>
      beacon('/api/appearances', { propertyIds: pageOf(i) }, i),
    ),
  ]
  beaconVisitors += requests
  return results
}

let server
try {
  if (!fs.existsSync('.next/BUILD_ID')) run('npx', ['next', 'build'])
  const seedStart = performance.now()
  run('node', ['scripts/seed.mjs', '--properties', String(count)])
  console.log(
    `seeded ${count} properties in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  )

  server = spawn(
    'node',
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const listing = await (await fetch(`${base}/nl/te-koop/?sort=price-asc`)).text()
  const detailPaths = [
    ...new Set([...listing.matchAll(/href="(\/nl\/te-koop\/[^"]+\/\d+\/)"/g)].map((m) => m[1])),
  ]
  if (!detailPaths.length) throw new Error('no detail page link found on the list page')

  const filters = [
    '?minPrice=150000&maxPrice=450000',
    '?type=house&sort=price-asc',
    '?region=flanders&minBedrooms=2',
    '?garden=1&sort=price-desc&page=2',
  ]
  // Warm-up: the first request initialises Payload and fills the caches.
  await measure('warm-up', (i) => `/nl/te-koop/${filters[i % filters.length]}`)
  const results = [
    await measure('list page with filters', (i) => `/nl/te-koop/${filters[i % filters.length]}`),
    await measure('detail page', (i) => detailPaths[i % detailPaths.length]),
    await measure('static file (public/)', () => '/images/epc/flanders/a.svg'),
  ]
  console.log(
    `\n${clients} concurrent clients, ${requests} requests per measure, ${count} properties:`,
  )
  console.table(results)

  const ids = [...new Set(detailPaths.map((detail) => Number(detail.match(/\/(\d+)\/$/)[1])))]
  console.log(`\nThe counting beacons, ${clients} clients, ${requests} requests per measure:`)
  console.table(await measureBeacons({ detailPaths, ids }))
} finally {
  server?.kill()
  fs.rmSync(dir, { recursive: true, force: true })
}
