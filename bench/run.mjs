#!/usr/bin/env node
// npm run bench [-- --large]: seeds a throw-away SQLite database with BENCH_PROPERTIES (default
// 10 000) properties, starts the production build, and measures under 20 concurrent clients,
// side by side: a static file (the yardstick of this machine), the cached home, list and detail
// pages, a list with filter sets already cached, a list with a new filter set per request (the
// search itself), the counting beacons, and then — on a throw-away PostgreSQL cluster with two
// servers (tests/scripts/two-servers-cache.mjs) — how long a publish on one server takes to show
// on the other (BENCH_TWO_SERVERS=0 leaves that out). `--large` (or BENCH_LARGE_PROPERTIES=N)
// then adds properties up to 100 000 (N), restarts the server and measures the static file, the
// filter sets asked for before and the new filter sets again: the filtered list at both sizes in
// one run (decision 0033). Then the alerts and the area search (issue 15): one publish matched
// against 10 000 saved searches, a digest run for every daily and weekly one of them
// (bench/alerts.mjs), and the area search on BENCH_AREA_PROPERTIES (20 000; 100 000 with
// `--large`) properties (bench/area.mjs), and the database work of a filtered list page on
// BENCH_LIST_PROPERTIES (100 000) properties, per filter shape (bench/listSearch.mjs, issue 13).
// `--search` runs only those three (no build, no server: about three to five minutes);
// BENCH_SEARCH=0 leaves them out. Each row also gives the server's CPU time per request, the
// figure the machine's other load moves least (the clients share its cores).
// HTTP_COMPRESSION=off measures the server as it runs behind a compressing TLS proxy (README).
// Not part of npm test.
// Needs `npm run build` first (it builds when .next is missing).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const count = Number(process.env.BENCH_PROPERTIES || 10_000)
const largeCount = Number(
  process.env.BENCH_LARGE_PROPERTIES || (process.argv.includes('--large') ? 100_000 : 0),
)
const clients = Number(process.env.BENCH_CLIENTS || 20)
const requests = Number(process.env.BENCH_REQUESTS || 400)
/** Makes the "new filter set" URLs of this run differ from any earlier run's cached ones. */
const runSalt = Date.now() % 1000
const port = Number(process.env.BENCH_PORT || 3300)
const searchOnly = process.argv.includes('--search')
const withSearch = process.env.BENCH_SEARCH !== '0'
const base = `http://127.0.0.1:${port}`

const dir = path.resolve('tests/.tmp', `bench-${Date.now()}`)
fs.mkdirSync(dir, { recursive: true })
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

/** `requests` GETs of `urlFor(i)` by `clients` clients at once. */
const measure = (label, urlFor) => measureLatency(label, (index) => ({ path: urlFor(index) }))

// --- The counting beacons (issue 12): POST /api/views and POST /api/appearances, each request
// a new visitor (its own X-Forwarded-For, believed through TRUSTED_PROXIES below), so every one
// is counted and writes: the worst case. Beside them, the pages they are sent from and a static
// file, with p50/p95/p99.
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
let beaconVisitors = 0
const visitor = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

/**
 * The CPU time the server process has used so far, in ms (Linux: /proc), or null. Per request it
 * is the figure the load of this 2-core machine moves least: the clients run on the same cores.
 */
const serverCpuMs = () => {
  try {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const ticksPerMs = 100 / 1000 // USER_HZ
    return (Number(fields[11]) + Number(fields[12])) / ticksPerMs
  } catch {
    return null
  }
}

const measureLatency = async (label, requestFor) => {
  const times = []
  let next = 0
  let failures = 0
  const cpuBefore = serverCpuMs()
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
  const cpuAfter = serverCpuMs()
  times.sort((a, b) => a - b)
  return {
    label,
    requests: times.length,
    failures,
    'req/s': Math.round(times.length / seconds),
    'p50 ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
    'p99 ms': Number(percentile(times, 99).toFixed(1)),
    'server CPU ms/req':
      cpuBefore === null || cpuAfter === null
        ? '-'
        : Number(((cpuAfter - cpuBefore) / times.length).toFixed(2)),
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
/** Seeds `properties` more benchmark properties (the demo agency first, on an empty database). */
const seed = (properties) => {
  const seedStart = performance.now()
  run('node', ['scripts/seed.mjs', '--properties', String(properties)])
  const seconds = (performance.now() - seedStart) / 1000
  console.log(`seeded ${properties} properties in ${seconds.toFixed(1)} s`)
  return seconds
}
const startServer = async () => {
  server = spawn('node', ['server.mjs', '-p', String(port)], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not answer /api/health')
}
const stopServer = async () => {
  if (!server) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill()
  await exited
  server = undefined
}

/**
 * Filter sets nobody asked for yet (a price no earlier request used, in four shapes): each is
 * searched on the database and its page rendered, none comes from the page cache.
 */
let newSets = 0
const newFilterSet = () => {
  const i = newSets++
  const price = 100_000 + i * 250 + runSalt * 7
  return [
    `?minPrice=${price}&sort=price-asc`,
    `?type=house&maxPrice=${price + 200_000}`,
    `?region=wallonia&minBedrooms=2&minPrice=${price}&sort=price-desc`,
    `?garden=1&maxPrice=${price + 100_000}&sort=date-desc`,
  ][i % 4]
}

/**
 * The alerts, area and list benches (each its own throw-away SQLite database), their figures as
 * tables: publish-match and digest-run times, the area search's id query and page per area, and
 * the list search's ids and count and page per filter shape.
 */
const measureSearch = () => {
  const started = performance.now()
  const alerts = spawnSync('node', ['bench/alerts.mjs'], { encoding: 'utf8', env: process.env })
  const json = alerts.stdout.slice(
    alerts.stdout.indexOf('\n{') + 1,
    alerts.stdout.lastIndexOf('}') + 1,
  )
  if (alerts.status !== 0 || !json) {
    console.log(alerts.stdout, alerts.stderr)
    throw new Error('bench/alerts.mjs failed')
  }
  const figures = JSON.parse(json)
  console.log(`\nAlerts against ${figures.searches} saved searches (SQLite):`)
  console.table({
    'one publish matched': {
      ms: figures.publish.ms,
      matched: figures.publish.matched,
      'alerts written': figures.publish.written,
    },
    'the same publish again': {
      ms: figures.samePublishAgain.ms,
      matched: figures.samePublishAgain.matched,
      'alerts written': figures.samePublishAgain.written,
    },
    [`digest run, ${figures.digestAtScale.searches} searches due`]: {
      ms: figures.digestAtScale.ms,
      'alerts waiting': figures.digestAtScale.alertsWaiting,
      'mails queued': figures.digestAtScale.mailsQueued,
    },
  })
  const areaSize = Number(
    process.env.BENCH_AREA_PROPERTIES || (process.argv.includes('--large') ? 100_000 : 20_000),
  )
  const area = spawnSync('node', ['bench/area.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_AREA_PROPERTIES: String(areaSize) },
  })
  const rows = area.stdout
    .split('\n')
    .filter((line) => line.startsWith('{"area"'))
    .map((line) => JSON.parse(line))
  if (area.status !== 0 || !rows.length) {
    console.log(area.stdout, area.stderr)
    throw new Error('bench/area.mjs failed')
  }
  console.log(`\nArea search on ${areaSize} properties (SQLite; ids, then with the page's cards):`)
  console.table(rows)
  const listSize = Number(process.env.BENCH_LIST_PROPERTIES || 100_000)
  const list = spawnSync('node', ['bench/listSearch.mjs'], {
    encoding: 'utf8',
    env: { ...process.env, BENCH_LIST_PROPERTIES: String(listSize) },
  })
  const listRows = list.stdout
    .split('\n')
    .filter((line) => line.startsWith('{"shape"'))
    .map((line) => JSON.parse(line))
  if (list.status !== 0 || !listRows.length) {
    console.log(list.stdout, list.stderr)
    throw new Error('bench/listSearch.mjs failed')
  }
  console.log(
    `\nList search on ${listSize} properties (SQLite; ids and count, then with the page's cards):`,
  )
  console.table(listRows)
  console.log(
    `alerts, area and list benches: ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
}

if (searchOnly) {
  measureSearch()
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}

try {
  if (!fs.existsSync('.next/BUILD_ID')) run('npx', ['next', 'build'])
  const seeded = { [count]: seed(count) }
  await startServer()
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
  // Warm-up: the first request initialises Payload; each cached page is rendered once.
  await measure(
    'warm-up',
    (i) =>
      [...filters.map((query) => `/nl/te-koop/${query}`), '/nl/', '/nl/te-koop/', ...detailPaths][
        i % (filters.length + 2 + detailPaths.length)
      ],
  )
  const results = [
    await measure('static file (public/)', () => '/images/epc/flanders/a.svg'),
    await measure('home (cached)', () => '/nl/'),
    await measure('list (cached)', () => '/nl/te-koop/'),
    await measure('detail page (cached)', (i) => detailPaths[i % detailPaths.length]),
    await measure(
      'list, 4 filter sets (cached)',
      (i) => `/nl/te-koop/${filters[i % filters.length]}`,
    ),
    // Every request a filter set nobody asked for yet: the search runs on the database.
    await measure(`list, a new filter set each`, () => `/nl/te-koop/${newFilterSet()}`),
  ]
  const staticRate = results[0]['req/s']
  for (const row of results) row['% of static'] = Math.round((100 * row['req/s']) / staticRate)
  for (const row of results) row.properties = count

  const ids = [...new Set(detailPaths.map((detail) => Number(detail.match(/\/(\d+)\/$/)[1])))]
  const beacons = await measureBeacons({ detailPaths, ids })
  await stopServer()

  if (largeCount > count) {
    // The same search on a larger set: the server restarts on it (the seed clears the pages).
    seeded[largeCount] = seed(largeCount - count)
    await startServer()
    // Warm-up: Payload starts, and each of the four filter sets is searched and rendered once.
    await measure('warm-up', (i) =>
      i % 2 ? `/nl/te-koop/${filters[(i >> 1) % filters.length]}` : `/nl/te-koop/${newFilterSet()}`,
    )
    const staticLarge = await measure('static file (public/)', () => '/images/epc/flanders/a.svg')
    const cachedSets = await measure(
      'list, 4 filter sets (cached)',
      (i) => `/nl/te-koop/${filters[i % filters.length]}`,
    )
    const filtered = await measure(`list, a new filter set each`, () => {
      return `/nl/te-koop/${newFilterSet()}`
    })
    const largeRows = [staticLarge, cachedSets, filtered]
    for (const row of largeRows) {
      row['% of static'] = Math.round((100 * row['req/s']) / staticLarge['req/s'])
      row.properties = largeCount
    }
    results.push(...largeRows)
    await stopServer()
  }
  console.log(`\n${clients} concurrent clients, ${requests} requests per measure:`)
  console.table(results)
  console.log(
    `seeding: ${Object.entries(seeded)
      .map(([total, seconds]) => `${total} properties ${seconds.toFixed(0)} s`)
      .join(', ')} (the second adds to the first)`,
  )
  console.log(`\nThe counting beacons, ${clients} clients, ${requests} requests per measure:`)
  console.table(beacons)

  if (withSearch) measureSearch()

  if (process.env.BENCH_TWO_SERVERS !== '0') {
    // Publish → visible on the other server (two `next start`, one PostgreSQL cluster).
    const twoServers = spawnSync(
      'bash',
      ['scripts/with-postgres.sh', 'node', 'tests/scripts/two-servers-cache.mjs'],
      { encoding: 'utf8', env: { ...process.env, E2E_PORT: String(port + 10) } },
    )
    const json = twoServers.stdout.slice(
      twoServers.stdout.indexOf('{'),
      twoServers.stdout.lastIndexOf('}') + 1,
    )
    console.log('\nTwo servers on one PostgreSQL database: a change saved on A, shown on B after:')
    if (twoServers.status !== 0 || !json) console.log(twoServers.stdout, twoServers.stderr)
    else
      console.table(
        Object.fromEntries(
          Object.entries(JSON.parse(json)).map(([change, times]) => [
            change,
            {
              'save on A (ms)': times['save on A (ms)'],
              'shown on B (ms)': times['then shown on B (ms)'],
            },
          ]),
        ),
      )
  }
} finally {
  server?.kill()
  fs.rmSync(dir, { recursive: true, force: true })
}
