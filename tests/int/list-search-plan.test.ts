// Issue 13: a filtered list stays fast at 100 000 properties only while its count and its page
// of ids are read from the list search indexes alone (src/lib/db/databaseIndexes.ts), never from
// the wide table rows. On SQLite this reads the plan of the very queries a list page runs, for
// the filter shapes of `npm run bench`; on PostgreSQL, whose planner reads small test tables
// whole whatever their indexes, it checks that the indexes are there with the row's id.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { findIdsPage } from '@/lib/search/areaSearch'
import { listSearchIndexes } from '@/lib/db/databaseIndexes'
import { parseListParams } from '@/lib/search/listParams'
import { buildPropertyWhere, listSort } from '@/lib/search/propertyWhere'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

type Session = { logger: { logQuery: (sql: string, params: unknown[]) => void } }
const session = () => (payload.db as unknown as { drizzle: { session: Session } }).drizzle.session

/** The SQL statements a list page's id step sends for these URL parameters. */
const statementsOf = async (query: Record<string, string>) => {
  const params = parseListParams(query)
  const logged: { sql: string; params: unknown[] }[] = []
  const { logger } = session()
  session().logger = { logQuery: (sql, params) => logged.push({ sql, params }) }
  try {
    await findIdsPage(payload, {
      where: buildPropertyWhere('sale', params),
      sort: listSort(params.sort),
      locale: 'nl',
      page: params.page,
      limit: 12,
    })
  } finally {
    session().logger = logger
  }
  return logged
}

const shapes: Record<string, Record<string, string>> = {
  'the plain list': {},
  'a minimum price, by price': { minPrice: '250000', sort: 'price-asc' },
  'a type and a maximum price': { type: 'house', maxPrice: '400000' },
  'a region, bedrooms and a minimum price, by price down': {
    region: 'wallonia',
    minBedrooms: '2',
    minPrice: '250000',
    sort: 'price-desc',
  },
  'a garden and a maximum price, newest first': {
    garden: '1',
    maxPrice: '350000',
    sort: 'date-desc',
  },
  'page 5 by price': { minPrice: '250000', sort: 'price-asc', page: '5' },
}

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.create({
    collection: 'properties',
    data: {
      title: 'Plan',
      goal: 'sale',
      zip: '5000',
      city: `Planstad-${Date.now()}`,
      propertyType: 'house',
      price: 300_000,
      _status: 'published',
    } as never,
    context: { skipRevalidate: true },
  })
})

type Pool = { query: (text: string) => Promise<{ rows: Record<string, string>[] }> }
type Client = {
  execute: (query: { sql: string; args: unknown[] }) => Promise<{ rows: Record<string, string>[] }>
}
const isSqlite = () => payload.db.name === 'sqlite'
const pool = () => (payload.db as unknown as { pool: Pool }).pool
const client = () => (payload.db as unknown as { client: Client }).client

describe('the list search indexes', () => {
  it('are on the properties table with their columns and the id', async () => {
    for (const [name, columns] of Object.entries(listSearchIndexes)) {
      if (isSqlite()) {
        const { rows } = await client().execute({
          sql: 'SELECT name FROM pragma_index_info(?) ORDER BY seqno',
          args: [name],
        })
        expect(rows.map((row) => row.name)).toEqual(
          columns.map((column) => column.replace(/ desc$/, '')),
        )
      } else {
        const { rows } = await pool().query(
          `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'properties'`,
        )
        const index = rows.find((row) => row.indexname === name)
        expect(index?.indexdef, name).toContain(
          `(${columns.map((column) => column.replace(/ desc$/, ' DESC')).join(', ')})`,
        )
      }
    }
  })

  it.each(Object.entries(shapes))(
    'answer the count and the ids of %s from an index alone',
    async (_label, query) => {
      const statements = (await statementsOf(query)).filter(({ sql }) =>
        /from "properties"/.test(sql),
      )
      // The count and the page's ids.
      expect(statements).toHaveLength(2)
      // Both databases: every column the statements read is in each index.
      const indexed = new Set(
        Object.values(listSearchIndexes)
          .flat()
          .map((column) => column.replace(/ desc$/, '')),
      )
      for (const { sql } of statements) {
        const read = [...sql.matchAll(/"properties"\."(\w+)"/g)].map((match) => match[1])
        expect(
          read.filter((column) => !indexed.has(column)),
          sql,
        ).toEqual([])
      }
      // SQLite: the plan reads the index alone. PostgreSQL's planner reads the small tables of
      // the tests whole whatever their indexes: bench/listSearch.mjs shows its plans.
      if (!isSqlite()) return
      for (const statement of statements) {
        const plan = (
          await client().execute({
            sql: `EXPLAIN QUERY PLAN ${statement.sql}`,
            args: statement.params,
          })
        ).rows.map((row) => row.detail)
        const reads = plan.filter((detail) => / properties\b/.test(detail))
        expect(reads, `${statement.sql}\n${plan.join('\n')}`).toHaveLength(1)
        expect(reads[0], statement.sql).toMatch(
          /^SEARCH properties USING COVERING INDEX properties_list_\w+_idx \(goal=\? AND _status=\?/,
        )
      }
    },
  )
})
