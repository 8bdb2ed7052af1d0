// Entry of `npm run bench:crm` (bench/crm.mjs; bundled like the seed, decision 0007): the CRM
// import (docs/crm-import.md) against the Whise double of bench/crmDouble.ts, in this process,
// through startRun as the sync endpoint calls it: a dry run, the first full import, a delta run
// after CRM_BENCH_CHANGES (10) price changes, a full run with nothing changed; then a burst of
// 100 SweepBright webhooks through the webhook endpoint's handler (no HTTP server). Writes the
// figures as JSON to CRM_BENCH_OUT.
import { writeFileSync } from 'node:fs'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { loadavg } from 'node:os'
import type { AddressInfo } from 'node:net'

import { createLocalReq, getPayload, type Payload } from 'payload'

import config from '../payload.config'
import { startSweepBrightDouble } from '../src/crm-demo/doubles/sweepbright'
import { startRun } from '../src/lib/crm/run'
import { webhookEndpoint } from '../src/lib/crm/webhook'

if (process.env.BUNDLE_STARTED_MARKER) writeFileSync(process.env.BUNDLE_STARTED_MARKER, '')

const DOUBLE = process.env.CRM_BENCH_DOUBLE_URL!
const DOUBLE_PID = Number(process.env.CRM_BENCH_DOUBLE_PID)
const LISTINGS = Number(process.env.CRM_BENCH_LISTINGS || 1000)
const CHANGES = Math.min(Number(process.env.CRM_BENCH_CHANGES || 10), LISTINGS)
const HOOKS = 100
const HOOK_LISTINGS = Number(process.env.CRM_BENCH_WEBHOOK_LISTINGS || 20)

// --- A stand-in of the server's revalidation route (docs/caching.md): the run expires a
// listing's cache tags once its transaction committed by posting them to the server's own
// POST /api/revalidate/ (src/lib/revalidate.ts, `__NEXT_PRIVATE_ORIGIN` names the server). Here
// the posts are recorded with their arrival time: the delta run's "until the pages may show it".
const expiries: Array<{ at: number; tags: string[] }> = []
const revalidateServer = http.createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    const at = performance.now()
    try {
      expiries.push({ at, tags: JSON.parse(Buffer.concat(chunks).toString('utf8')).tags })
    } catch {
      // not a post of tags: ignored
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
  })
})
await new Promise<void>((resolve) => revalidateServer.listen(0, '127.0.0.1', resolve))
process.env.__NEXT_PRIVATE_ORIGIN = `http://127.0.0.1:${(revalidateServer.address() as AddressInfo).port}`

const payload = await getPayload({ config })

// --- What the import spends its time on: the media creates (image processing and the insert)
// and the photo downloads, summed around the calls photos.ts makes.
const spent = { mediaCreateMs: 0, mediaCreates: 0, photoFetchMs: 0, photoFetches: 0 }
const create = payload.create.bind(payload)
payload.create = (async (options: Parameters<Payload['create']>[0]) => {
  if (options.collection !== 'media') return create(options)
  const start = performance.now()
  try {
    return await create(options)
  } finally {
    spent.mediaCreateMs += performance.now() - start
    spent.mediaCreates++
  }
}) as Payload['create']
const fetchOriginal = globalThis.fetch
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (!url.includes('/photos/')) return fetchOriginal(input, init)
  const start = performance.now()
  try {
    const response = await fetchOriginal(input, init)
    // The body is read by the caller; the time to its headers is the CRM's answer.
    return response
  } finally {
    spent.photoFetchMs += performance.now() - start
    spent.photoFetches++
  }
}

// --- Memory: the RSS of this process, sampled every 200 ms.
// Beside it the machine's 1-minute load average (2 cores, shared): other work slows the run.
let peakRss = 0
let loads: number[] = []
let ticks = 0
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
  if (ticks++ % 25 === 0) loads.push(loadavg()[0])
}, 200)
sampler.unref()
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** CPU time (user + system) of a process from /proc, in ms, or null (not Linux). */
const cpuOf = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10 // USER_HZ 100
  } catch {
    return null
  }
}
const ownCpu = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

const doubleState = async () =>
  (await (await fetch(`${DOUBLE}/bench/state`)).json()) as {
    credentials: Record<string, string>
    photos: number
    api: number
  }

const count = async (collection: 'properties' | 'media' | 'crm-listings', since?: string) =>
  (
    await payload.count({
      collection,
      where: since ? { updatedAt: { greater_than: since } } : {},
    })
  ).totalDocs

type Counts = Record<string, number>

/** Starts a run as the sync endpoint does and waits for its end; with its figures. */
const run = async (connection: number | string, mode: 'dry-run' | 'apply', full: boolean) => {
  const before = await doubleState()
  const since = new Date().toISOString()
  const cpuBefore = ownCpu()
  const doubleCpuBefore = cpuOf(DOUBLE_PID)
  peakRss = process.memoryUsage().rss
  loads = [loadavg()[0]]
  const start = performance.now()
  const outcome = await startRun(payload, { connection, mode, full })
  if (!outcome.ok) throw new Error(`the run did not start: ${outcome.reason}`)
  await outcome.done
  const ms = performance.now() - start
  const after = await doubleState()
  const doc = await payload.findByID({ collection: 'crm-runs', id: outcome.run, depth: 0 })
  const counts = (doc.counts ?? {}) as Counts
  const doubleCpuAfter = cpuOf(DOUBLE_PID)
  return {
    start,
    ms: Math.round(ms),
    status: doc.status,
    message: doc.message,
    counts,
    writes: (counts.created ?? 0) + (counts.updated ?? 0) + (counts.withdrawn ?? 0),
    photosFetched: after.photos - before.photos,
    apiCalls: after.api - before.api,
    // Rows whose updatedAt moved during the run, read from the database (not the run's counts).
    touched: {
      properties: await count('properties', since),
      crmListings: await count('crm-listings', since),
      media: await count('media', since),
    },
    peakRssMb: mb(peakRss),
    loadAverage: Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 10) / 10,
    cpuMs: Math.round(ownCpu() - cpuBefore),
    crmCpuMs:
      doubleCpuBefore === null || doubleCpuAfter === null ? null : doubleCpuAfter - doubleCpuBefore,
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

const { credentials } = await doubleState()
const connection = await payload.create({
  collection: 'crm-connections',
  data: {
    name: 'Bench Whise',
    provider: 'whise',
    baseUrl: DOUBLE,
    intervalMinutes: 0,
    ...credentials,
  } as never,
  depth: 0,
})

const dryRun = await run(connection.id, 'dry-run', true)

// 1. The first import.
Object.assign(spent, { mediaCreateMs: 0, mediaCreates: 0, photoFetchMs: 0, photoFetches: 0 })
const first = await run(connection.id, 'apply', true)
const firstSpent = { ...spent }
const created = first.counts.created ?? 0
const firstImport = {
  ...first,
  listingsCreated: created,
  properties: await count('properties'),
  media: await count('media'),
  msPerListing: Math.round(first.ms / Math.max(1, created)),
  msPerPhoto: first.photosFetched ? Math.round(first.ms / first.photosFetched) : null,
  mediaCreateMsPerPhoto: firstSpent.mediaCreates
    ? Math.round(firstSpent.mediaCreateMs / firstSpent.mediaCreates)
    : null,
  mediaCreateShare: Math.round((firstSpent.mediaCreateMs / first.ms) * 100) / 100,
  photoFetchMsPerPhoto: firstSpent.photoFetches
    ? Math.round(firstSpent.photoFetchMs / firstSpent.photoFetches)
    : null,
  photoFetchShare: Math.round((firstSpent.photoFetchMs / first.ms) * 100) / 100,
  // The rest of a listing's time: listing, hashing, the property and its sync state written.
  otherMsPerListing: Math.round(
    (first.ms - firstSpent.mediaCreateMs - firstSpent.photoFetchMs) / Math.max(1, created),
  ),
  rssAfterMb: mb(process.memoryUsage().rss),
}

// 2. A delta run after CHANGES price changes, spread over the listings.
const changedIds = Array.from(
  { length: CHANGES },
  (_, i) => 5000 + 1 + Math.floor((i * LISTINGS) / CHANGES),
)
await fetch(`${DOUBLE}/bench/price`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ ids: changedIds, bump: 1000 }),
})
const { docs: changedProperties } = await payload.find({
  collection: 'properties',
  where: { 'crm.externalId': { in: changedIds.map(String) } },
  pagination: false,
  depth: 0,
  select: { price: true },
})
const expiriesBefore = expiries.length
const delta = await run(connection.id, 'apply', false)
// The expiry posts are sent without waiting (after each listing's commit): give them a moment.
const wanted = changedProperties.map((property) => `property:${property.id}`)
const expiredAt = () => {
  const seen = new Map<string, number>()
  for (const { at, tags } of expiries.slice(expiriesBefore))
    for (const tag of tags) if (wanted.includes(tag) && !seen.has(tag)) seen.set(tag, at)
  return seen
}
for (let i = 0; i < 50 && expiredAt().size < wanted.length; i++)
  await new Promise((resolve) => setTimeout(resolve, 100))
const expired = expiredAt()
const { docs: afterDelta } = await payload.find({
  collection: 'properties',
  where: { 'crm.externalId': { in: changedIds.map(String) } },
  pagination: false,
  depth: 0,
  select: { price: true },
})
const priceChanged = afterDelta.filter(
  (doc) => doc.price !== changedProperties.find((before) => before.id === doc.id)?.price,
).length
const deltaRun = {
  ...delta,
  changedInCrm: CHANGES,
  pricesChangedOnSite: priceChanged,
  tagsExpired: expired.size,
  tagsWanted: wanted.length,
  untilLastExpiryMs: expired.size ? Math.round(Math.max(...expired.values()) - delta.start) : null,
}

// 3. A full run with nothing changed in the CRM.
const unchanged = await run(connection.id, 'apply', true)

// 4. A burst of SweepBright webhooks, through the endpoint's handler.
const sweepbright = await startSweepBrightDouble()
const hookIds = Array.from(
  { length: HOOK_LISTINGS },
  (_, i) => `eeeeeeee-5555-4555-8555-${String(i).padStart(12, '0')}`,
)
for (const id of hookIds) sweepbright.add(id)
const hookConnection = await payload.create({
  collection: 'crm-connections',
  data: {
    name: 'Bench SweepBright',
    provider: 'sweepbright',
    baseUrl: sweepbright.url,
    intervalMinutes: 0,
    webhookSecret: 'bench-hook-secret',
    ...sweepbright.credentials,
  } as never,
  depth: 0,
})
// Its first apply waits for a succeeded dry run (the webhook's run would be refused).
await run(hookConnection.id, 'dry-run', true)
const hookRunsBefore = (
  await payload.count({
    collection: 'crm-runs',
    where: { connection: { equals: hookConnection.id } },
  })
).totalDocs
const handler = webhookEndpoint.handler
const call = async (i: number) => {
  const req = await createLocalReq(
    {
      req: {
        url: `http://localhost/api/crm/webhook/${hookConnection.id}?secret=bench-hook-secret`,
        routeParams: { id: String(hookConnection.id) },
        json: async () => ({
          event: i < HOOK_LISTINGS ? 'estate-added' : 'estate-updated',
          estate_id: hookIds[i % HOOK_LISTINGS],
        }),
      } as never,
    },
    payload,
  )
  const start = performance.now()
  const response = await handler(req)
  return { ms: performance.now() - start, status: response.status }
}
const burstStart = performance.now()
const answers = await Promise.all(Array.from({ length: HOOKS }, (_, i) => call(i)))
const burstMs = performance.now() - burstStart
// The handler starts a run a second after the burst: wait for it, and for the events to be read.
const settleStart = performance.now()
let settled = false
for (let i = 0; i < 1200 && !settled; i++) {
  await new Promise((resolve) => setTimeout(resolve, 100))
  const runs = await payload.find({
    collection: 'crm-runs',
    where: { connection: { equals: hookConnection.id } },
    pagination: false,
    depth: 0,
    select: { status: true },
  })
  const events = await payload.count({
    collection: 'crm-events',
    where: { connection: { equals: hookConnection.id } },
  })
  settled =
    runs.docs.length > hookRunsBefore &&
    runs.docs.every((doc) => doc.status !== 'running') &&
    events.totalDocs === 0
}
const fetches = new Map<string, number>()
for (const entry of sweepbright.log)
  if (entry.method === 'GET' && entry.path.startsWith('/estates/'))
    fetches.set(entry.path, (fetches.get(entry.path) ?? 0) + 1)
const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b)
const hookRuns = await payload.find({
  collection: 'crm-runs',
  where: { connection: { equals: hookConnection.id }, mode: { equals: 'apply' } },
  pagination: false,
  depth: 0,
})
const webhooks = {
  calls: HOOKS,
  listings: HOOK_LISTINGS,
  statuses: [...new Set(answers.map((answer) => answer.status))],
  burstMs: Math.round(burstMs),
  maxMs: Math.round(latencies.at(-1)!),
  p95Ms: Math.round(percentile(latencies, 95)),
  p50Ms: Math.round(percentile(latencies, 50)),
  settled,
  untilImportedMs: Math.round(performance.now() - settleStart + burstMs),
  runs: hookRuns.docs.length,
  created: hookRuns.docs.reduce((sum, doc) => sum + ((doc.counts as Counts)?.created ?? 0), 0),
  listingsFetched: fetches.size,
  fetchesPerListingMax: fetches.size ? Math.max(...fetches.values()) : 0,
  fetchesPerListingMin: fetches.size ? Math.min(...fetches.values()) : 0,
}
await sweepbright.close()

writeFileSync(
  process.env.CRM_BENCH_OUT!,
  JSON.stringify(
    {
      listings: LISTINGS,
      photosPerListing: Number(process.env.CRM_BENCH_PHOTOS || 10),
      photoSize: process.env.CRM_BENCH_PHOTO_SIZE || '1200x800',
      dryRun,
      firstImport,
      deltaRun,
      unchanged,
      webhooks,
      peakRssMb: mb(peakRss),
    },
    null,
    2,
  ),
)
revalidateServer.close()
process.exit(0)
