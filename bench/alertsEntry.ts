// Entry of `node bench/alerts.mjs` (bundled like the seed, decision 0007): 10 000 saved searches
// on a throw-away database, then one publish matched against them, the same match again
// (idempotent), a daily digest run, and a digest run at scale: every daily and weekly search
// (3 000 of 10 000) with BENCH_DIGEST_ALERTS (3) waiting alerts, a week later so all are due.
// Prints the timings as JSON.
import { writeFileSync } from 'node:fs'

import { sql } from 'drizzle-orm'
import { commitTransaction, createLocalReq, getPayload, initTransaction } from 'payload'

import config from '../payload.config'
import { sendDigests } from '../src/lib/alerts/digest'
import { matchProperty } from '../src/lib/alerts/match'
import { newToken } from '../src/lib/mail/subscriptions'

if (process.env.BUNDLE_STARTED_MARKER) writeFileSync(process.env.BUNDLE_STARTED_MARKER, '')

const COUNT = Number(process.env.BENCH_SEARCHES || 10_000)
const payload = await getPayload({ config })

// Deterministic spread: 100 postcodes, a few types, budgets; 70 % instant, 20 % daily, 10 % weekly.
let seed = 42
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
const zips = Array.from({ length: 100 }, (_, i) => String(1000 + i * 10))
const types = ['house', 'apartment', 'villa', 'studio', 'land'] as const

const started = performance.now()
const req = await createLocalReq({}, payload)
const shouldCommit = await initTransaction(req)
for (let i = 0; i < COUNT; i++) {
  const frequency = i % 10 < 7 ? 'instant' : i % 10 < 9 ? 'daily' : 'weekly'
  // The adapter's create (no hooks, no validation): the searches are only the bench's setting.
  await payload.db.create({
    collection: 'saved-searches',
    data: {
      email: `bench-${i}@bench.example`,
      status: 'active',
      frequency,
      locale: pick(['nl', 'fr', 'en', 'de'] as const),
      goal: random() < 0.8 ? 'sale' : 'rent',
      types: [...new Set([pick(types), pick(types)])],
      zips: [...new Set([pick(zips), pick(zips)])],
      municipalities: [],
      maxPrice: random() < 0.7 ? Math.round(200_000 + random() * 600_000) : undefined,
      minBedrooms: random() < 0.5 ? Math.floor(random() * 4) : undefined,
      garden: random() < 0.3,
      terrace: random() < 0.2,
      token: newToken(),
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    },
    req,
  })
}
if (shouldCommit) await commitTransaction(req)
const inserted = performance.now() - started
// Statistics of the new rows, as a live database has them (PostgreSQL's autovacuum analyses
// within a minute): without them PostgreSQL planned the first match's query over 10 000 fresh
// searches badly (20 s, then 0.2 s once analysed).
const drizzle = (
  payload.db as unknown as {
    drizzle: {
      execute?: (query: unknown) => Promise<unknown>
      run?: (query: unknown) => Promise<unknown>
    }
  }
).drizzle
await (drizzle.execute ?? drizzle.run)!.call(drizzle, sql`ANALYZE`)

const property = await payload.create({
  collection: 'properties',
  locale: 'nl',
  context: { skipAlerts: true, skipRevalidate: true },
  data: {
    title: 'Bench woning',
    goal: 'sale',
    propertyType: 'house',
    zip: zips[0],
    city: 'Brussel',
    price: 350_000,
    rooms: { bedrooms: 3 },
    comfort: { garden: true, terrace: true },
    _status: 'published',
  } as never,
})

const time = async <T>(run: () => Promise<T>) => {
  const start = performance.now()
  const result = await run()
  return { ms: Math.round(performance.now() - start), result }
}
const first = await time(() => matchProperty(payload, { propertyId: property.id, event: 'new' }))
const again = await time(() => matchProperty(payload, { propertyId: property.id, event: 'new' }))

// More matches waiting for the digests: 30 more properties in the same postcode.
for (let i = 0; i < 30; i++) {
  const extra = await payload.create({
    collection: 'properties',
    locale: 'nl',
    context: { skipAlerts: true, skipRevalidate: true },
    data: {
      title: `Bench woning ${i}`,
      goal: 'sale',
      propertyType: pick(types),
      zip: zips[0],
      city: 'Brussel',
      price: 250_000 + i * 1000,
      rooms: { bedrooms: 3 },
      comfort: { garden: true, terrace: true },
      _status: 'published',
    } as never,
  })
  await matchProperty(payload, { propertyId: extra.id, event: 'new' })
}
const waiting = await payload.count({
  collection: 'saved-search-alerts',
  where: { status: { equals: 'waiting' } },
})
const digest = await time(() => sendDigests(payload))

// The digest at scale: waiting alerts for every daily and weekly search, then one run a week
// later (every weekly search due as well).
const perSearch = Number(process.env.BENCH_DIGEST_ALERTS || 3)
const { docs: bench } = await payload.find({
  collection: 'properties',
  where: { title: { like: 'Bench woning' } },
  pagination: false,
  depth: 0,
  select: { title: true },
})
const { docs: digestSearches } = await payload.find({
  collection: 'saved-searches',
  where: { frequency: { in: ['daily', 'weekly'] } },
  // BENCH_DIGEST_SEARCHES: fewer of them (to time a slower version of the digest).
  limit: Number(process.env.BENCH_DIGEST_SEARCHES || 0),
  pagination: Boolean(process.env.BENCH_DIGEST_SEARCHES),
  depth: 0,
  select: { frequency: true },
})
const fillReq = await createLocalReq({}, payload)
const fillCommit = await initTransaction(fillReq)
let filled = 0
for (const search of digestSearches) {
  for (let i = 0; i < perSearch; i++) {
    const property = bench[(Number(search.id) + i) % bench.length]
    await payload.db.create({
      collection: 'saved-search-alerts',
      data: {
        key: `bench:${search.id}:${property.id}`,
        savedSearch: search.id,
        property: property.id,
        event: 'new',
        status: 'waiting',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      },
      req: fillReq,
    })
    filled++
  }
}
if (fillCommit) await commitTransaction(fillReq)
const weekLater = new Date(Date.now() + 8 * 24 * 3600 * 1000)
const digestAll = await time(() => sendDigests(payload, weekLater))

console.log(
  JSON.stringify(
    {
      searches: COUNT,
      insertMs: Math.round(inserted),
      publish: { ms: first.ms, ...first.result },
      samePublishAgain: { ms: again.ms, ...again.result },
      digest: { ms: digest.ms, alertsWaiting: waiting.totalDocs, mailsQueued: digest.result },
      digestAtScale: {
        ms: digestAll.ms,
        searches: digestSearches.length,
        alertsWaiting: filled,
        mailsQueued: digestAll.result,
      },
    },
    null,
    2,
  ),
)
process.exit(0)
