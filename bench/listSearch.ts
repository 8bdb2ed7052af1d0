// The database work of the filtered property list on 100 000 properties (bench/listSearch.mjs
// bundles and runs this; issue 13). Seeds a few hundred real benchmark properties, copies them
// in SQL up to BENCH_LIST_PROPERTIES (default 100 000) with their prices and dates scattered,
// then times what one list page asks the database (src/lib/search/listPage.ts, the code the list
// pages run): the page's ids with the count (findIdsPage), then the cards of those ids, as an
// anonymous visitor, for the filter shapes of `npm run bench` (bench/run.mjs newFilterSet), the
// plain list and a page 5. Median and p95 of BENCH_LIST_RUNS runs, each with another price. Then
// each SQL statement of one run of each shape, timed alone, with its plan (BENCH_LIST_PLANS=1):
// EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL.
import { writeFileSync } from 'node:fs'

import { getPayload, type Payload } from 'payload'

import config from '../payload.config'
import { seed, seedBulkProperties } from '../src/seed'
import { parseListParams } from '../src/lib/search/listParams'
import { buildPropertyWhere, listSort } from '../src/lib/search/propertyWhere'
import { findIdsPage } from '../src/lib/search/areaSearch'
import { findCardDocs } from '../src/lib/search/listPage'

if (process.env.BUNDLE_STARTED_MARKER) writeFileSync(process.env.BUNDLE_STARTED_MARKER, '')

const total = Number(process.env.BENCH_LIST_PROPERTIES || 100_000)
const templates = Number(process.env.BENCH_LIST_TEMPLATES || 300)
const runs = Number(process.env.BENCH_LIST_RUNS || 20)
const showPlans = process.env.BENCH_LIST_PLANS === '1'

const payload = await getPayload({ config })
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')

type Row = Record<string, unknown>
type PgPool = { query: (text: string, params: unknown[]) => Promise<{ rows: Row[] }> }
type LibsqlClient = {
  execute: (query: { sql: string; args: unknown[] }) => Promise<{ rows: Row[] }>
}

/** Plain SQL with positional parameters on the adapter's own client. */
const query = async (text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> => {
  if (postgres) {
    const pool = (payload.db as unknown as { pool: PgPool }).pool
    return (await pool.query(text, params)).rows
  }
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  return (await client.execute({ sql: text, args: params })).rows
}

const countRows = async () => Number((await query('SELECT count(*) AS n FROM properties'))[0].n)

const seedStart = performance.now()
// BENCH_LIST_DB (or a PostgreSQL database) kept from an earlier run: no seeding when it is full.
if ((await countRows()) === 0) {
  await seed(payload, { reset: false, log: () => {} })
  await seedBulkProperties(payload, { count: templates })
}
const seeded = await countRows()

// Copies of the published seeded rows with the price moved by up to ±20 % (whole thousands)
// and the creation date by up to three years back, so that price ranges and the newest-first
// order select as on a real site; `listedPrice` follows the price like deriveListedPrice.
const columns = (
  postgres
    ? await query(
        `SELECT column_name AS name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'properties'`,
      )
    : await query('PRAGMA table_info(properties)')
)
  .map((column) => String(column.name))
  .filter((name) => name !== 'id')
const factor = postgres ? '(0.8 + random() * 0.4)' : '(0.8 + (abs(random()) % 400000) / 1000000.0)'
const select = columns.map((name) => {
  if (name === 'price')
    return postgres
      ? `floor(p.price * ${factor} / 1000) * 1000`
      : `CAST(p.price * ${factor} / 1000 AS INTEGER) * 1000`
  if (name === 'created_at')
    return postgres
      ? `p.created_at - floor(random() * 1000) * interval '1 day'`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', p.created_at, '-' || (abs(random()) % 1000) || ' days')`
  if (name === 'reference') return `'bench-' || n.i`
  return `p.${name}`
})
const missing = total - seeded
if (missing > 0) {
  await query(`CREATE TEMP TABLE bench_templates AS
    SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM properties
    WHERE _status = 'published'`)
  const numbers = postgres
    ? `generate_series(1, ${missing}) AS n(i)`
    : `(WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${missing}) SELECT i FROM s) n`
  await query(`INSERT INTO properties (${columns.join(', ')})
    SELECT ${select.join(', ')} FROM ${numbers}
    JOIN bench_templates t ON t.k = n.i % (SELECT count(*) FROM bench_templates)
    JOIN properties p ON p.id = t.id`)
  await query(`UPDATE properties SET listed_price = CASE WHEN publish_price = ${postgres ? 'false' : '0'}
    THEN NULL ELSE price END WHERE reference LIKE 'bench-%'`)
  await query('ANALYZE')
}
const count = await countRows()
console.log(
  `${count} properties on ${postgres ? 'PostgreSQL' : 'SQLite'} (${seeded} seeded, the rest copied) in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`,
)

/** The shapes of bench/run.mjs newFilterSet with a price of this run, the plain list, a page 5. */
const shapes: Record<string, (price: number) => Record<string, string>> = {
  'plain list (date-desc)': () => ({}),
  'minPrice, price-asc': (price) => ({ minPrice: String(price), sort: 'price-asc' }),
  'house, maxPrice': (price) => ({ type: 'house', maxPrice: String(price + 200_000) }),
  'wallonia, 2+ bedrooms, minPrice, price-desc': (price) => ({
    region: 'wallonia',
    minBedrooms: '2',
    minPrice: String(price),
    sort: 'price-desc',
  }),
  'garden, maxPrice, date-desc': (price) => ({
    garden: '1',
    maxPrice: String(price + 100_000),
    sort: 'date-desc',
  }),
  'minPrice, price-asc, page 5': (price) => ({
    minPrice: String(price),
    sort: 'price-asc',
    page: '5',
  }),
}

/** One list page's database work as the list pages do it (src/lib/search/listPage.ts). */
const listPage = async (payload: Payload, raw: Record<string, string>) => {
  const params = parseListParams(raw)
  const started = performance.now()
  const result = await findIdsPage(payload, {
    where: buildPropertyWhere('sale', params),
    sort: listSort(params.sort),
    locale: 'nl',
    page: params.page,
    limit: 12,
  })
  const ids = performance.now() - started
  await findCardDocs(payload, result.ids, 'nl')
  return { ids, total: performance.now() - started, matches: result.totalDocs }
}

// The SQL of a run, caught through the drizzle session's logger.
type Logged = { sql: string; params: unknown[] }
let logged: Logged[] | null = null
const session = (payload.db as unknown as { drizzle: { session: { logger: unknown } } }).drizzle
  .session
session.logger = {
  logQuery: (text: string, params: unknown[]) => logged?.push({ sql: text, params }),
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const ms = (value: number) => Number(value.toFixed(1))

const rows = []
const statements: { shape: string; sql: string; params: unknown[] }[] = []
for (const [label, shape] of Object.entries(shapes)) {
  const ids: number[] = []
  const totals: number[] = []
  let matches = 0
  await listPage(payload, shape(99_000)) // warm-up, not counted
  for (let run = 0; run < runs; run++) {
    const price = 100_000 + run * 12_345
    if (run === 0) logged = []
    const result = await listPage(payload, shape(price))
    if (run === 0) {
      statements.push(...logged!.map((entry) => ({ shape: label, ...entry })))
      logged = null
    }
    ids.push(result.ids)
    totals.push(result.total)
    matches = result.matches
  }
  ids.sort((a, b) => a - b)
  totals.sort((a, b) => a - b)
  rows.push({
    shape: label,
    'matches (last run)': matches,
    'ids+count median ms': ms(percentile(ids, 50)),
    'ids+count p95 ms': ms(percentile(ids, 95)),
    'page median ms': ms(percentile(totals, 50)),
    'page p95 ms': ms(percentile(totals, 95)),
  })
  console.log(JSON.stringify(rows[rows.length - 1]))
}
console.log(
  `\nList search on ${count} properties (${postgres ? 'PostgreSQL' : 'SQLite'}), ${runs} runs each (ids and count, then with the page's cards):`,
)
console.table(rows)

// Each statement of a run alone: the slowest first, with its plan.
const timed = []
for (const statement of statements) {
  const started = performance.now()
  for (let i = 0; i < 3; i++) await query(statement.sql, statement.params)
  timed.push({ ...statement, ms: (performance.now() - started) / 3 })
}
console.log('\nEach statement of the first run, alone (mean of 3):')
for (const statement of timed) {
  const kind = /^select count\(/i.test(statement.sql)
    ? 'count'
    : /^select "id" from "properties"/i.test(statement.sql)
      ? 'ids'
      : /"properties"\."id" in \(/i.test(statement.sql)
        ? 'cards'
        : 'other (relations of the cards)'
  console.log(`${ms(statement.ms).toString().padStart(8)} ms  ${statement.shape}  ${kind}`)
  if (showPlans) {
    console.log(`  ${statement.sql}\n  params: ${JSON.stringify(statement.params)}`)
    const plan = postgres
      ? await query(`EXPLAIN ANALYZE ${statement.sql}`, statement.params)
      : await query(`EXPLAIN QUERY PLAN ${statement.sql}`, statement.params)
    for (const line of plan)
      console.log(
        `    ${postgres ? line['QUERY PLAN'] : `${line.id}/${line.parent} ${line.detail}`}`,
      )
  }
}
process.exit(0)
