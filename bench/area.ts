// The area search on 100 000 properties (bench/area.mjs bundles and runs this): seeds a few
// hundred real benchmark properties, copies them in SQL up to BENCH_AREA_PROPERTIES (default
// 100 000) with their positions scattered over Belgium, then times the list search's id query
// within an area (src/lib/search/areaSearch.ts, the code the list pages run) plus the cards query
// of the page's twelve ids, as an anonymous visitor. Median and p95 of BENCH_AREA_RUNS per area.
import { writeFileSync } from 'node:fs'

import { sql } from '@payloadcms/db-sqlite'
import { getPayload } from 'payload'

import config from '../payload.config'
import { seed, seedBulkProperties } from '../src/seed'
import { parseListParams } from '../src/lib/search/listParams'
import { buildPropertyWhere, propertySort } from '../src/lib/search/propertyWhere'
import { findIdsInArea } from '../src/lib/search/areaSearch'
import { findCardDocs } from '../src/lib/search/listPage'

if (process.env.BUNDLE_STARTED_MARKER) writeFileSync(process.env.BUNDLE_STARTED_MARKER, '')

const total = Number(process.env.BENCH_AREA_PROPERTIES || 100_000)
const templates = Number(process.env.BENCH_AREA_TEMPLATES || 300)
const runs = Number(process.env.BENCH_AREA_RUNS || 10)

const payload = await getPayload({ config })
const db = payload.db as unknown as {
  drizzle: {
    run: (query: unknown) => Promise<unknown>
    all: (query: unknown) => Promise<unknown[]>
  }
}

const seedStart = performance.now()
const countRows = async () =>
  ((await db.drizzle.all(sql`SELECT count(*) AS n FROM properties`)) as { n: number }[])[0].n
// BENCH_AREA_DB names a database kept from an earlier run: no seeding when it is full.
if ((await countRows()) === 0) {
  await seed(payload, { reset: false, log: () => {} })
  await seedBulkProperties(payload, { count: templates })
}
const [{ n: seeded }] = (await db.drizzle.all(sql`SELECT count(*) AS n FROM properties`)) as {
  n: number
}[]

// Copies of the seeded rows, each moved up to ±0.5° (about 55 km) from its original, kept in
// Belgium's box; the public position follows the publish flag like derivePublicPosition.
const columns = ((await db.drizzle.all(sql`PRAGMA table_info(properties)`)) as { name: string }[])
  .map((column) => column.name)
  .filter((name) => name !== 'id')
const moved = (column: string, min: number, max: number) =>
  `min(${max}, max(${min}, ${column} + ((abs(random()) % 1000000) / 1000000.0 - 0.5)))`
const select = columns.map((name) => {
  if (name === 'latitude') return moved('latitude', 49.5, 51.5)
  if (name === 'longitude') return moved('longitude', 2.55, 6.4)
  if (name === 'public_latitude' || name === 'public_longitude') return 'NULL'
  if (name === 'reference') return `'bench-' || n.i`
  return `p.${name}`
})
const missing = total - seeded
if (missing > 0) {
  await db.drizzle.run(
    sql.raw(`CREATE TEMP TABLE bench_templates AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM properties
      WHERE latitude IS NOT NULL AND _status = 'published'`),
  )
  await db.drizzle.run(
    sql.raw(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${missing})
      INSERT INTO properties (${columns.join(', ')})
      SELECT ${select.join(', ')} FROM n
      JOIN bench_templates t ON t.k = n.i % (SELECT count(*) FROM bench_templates)
      JOIN properties p ON p.id = t.id`),
  )
  await db.drizzle.run(
    sql.raw(`UPDATE properties SET
      public_latitude = CASE WHEN publish_address = 0 THEN round(latitude, 2) ELSE latitude END,
      public_longitude = CASE WHEN publish_address = 0 THEN round(longitude, 2) ELSE longitude END`),
  )
  await db.drizzle.run(sql`ANALYZE`)
}
const [{ n: count }] = (await db.drizzle.all(sql`SELECT count(*) AS n FROM properties`)) as {
  n: number
}[]
console.log(
  `${count} properties (${seeded} seeded, the rest copied) in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
)

const areas: Record<string, Record<string, string>> = {
  'polygon, centre of Ghent (about 2 x 2 km)': {
    area: '51.06,3.70;51.06,3.74;51.04,3.74;51.04,3.70',
  },
  'polygon, Brussels region (9 corners)': {
    area: '50.91,4.29;50.91,4.43;50.87,4.48;50.82,4.48;50.77,4.43;50.77,4.29;50.80,4.25;50.85,4.24;50.89,4.25',
  },
  'circle, 5 km around Leuven': { near: '50.8798,4.7005', radius: '5' },
  'circle, 20 km around Namur, house, by price': {
    near: '50.4669,4.8675',
    radius: '20',
    type: 'house',
    sort: 'price-asc',
  },
  'circle, 50 km around Brussels (the largest)': { near: '50.8467,4.3525', radius: '50' },
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

const rows = []
for (const [label, query] of Object.entries(areas)) {
  const params = parseListParams(query)
  const timings: number[] = []
  const idTimings: number[] = []
  let matches = 0
  const cpu: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const cpuStart = process.cpuUsage()
    const page = await findIdsInArea(payload, {
      where: buildPropertyWhere('sale', params),
      area: params.area!,
      sort: propertySort[params.sort],
      locale: 'nl',
      page: 1,
      limit: 12,
      ...(process.env.BENCH_AREA_GRID ? { grid: Number(process.env.BENCH_AREA_GRID) } : {}),
    })
    idTimings.push(performance.now() - started)
    // The list's cards query (src/lib/search/listPage.ts).
    await findCardDocs(payload, page.ids, 'nl')
    timings.push(performance.now() - started)
    const used = process.cpuUsage(cpuStart)
    cpu.push((used.user + used.system) / 1000)
    matches = page.totalDocs
  }
  timings.sort((a, b) => a - b)
  idTimings.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  rows.push({
    area: label,
    matches,
    'ids median ms': Number(percentile(idTimings, 50).toFixed(1)),
    'median ms': Number(percentile(timings, 50).toFixed(1)),
    'p95 ms': Number(percentile(timings, 95).toFixed(1)),
    'CPU median ms': Number(percentile(cpu, 50).toFixed(1)),
  })
  console.log(JSON.stringify(rows[rows.length - 1]))
}
console.log(`\nArea search on ${count} properties, ${runs} runs each (ids + the page's cards):`)
console.table(rows)
process.exit(0)
