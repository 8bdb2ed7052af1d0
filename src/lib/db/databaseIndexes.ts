// Indexes Payload does not create and the site's queries need (docs/decisions/0011).
//
// A localized collection keeps its translated fields in `<table>_locales`, indexed only on
// (_locale, _parent_id). Every find reads each row's translations with a correlated subquery on
// `_parent_id` alone, which that index cannot serve: with 10 000 properties one list page
// scanned the 40 000 translation rows once per property (6 s on SQLite; 24 ms with the index).
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/** The translation tables of the schema (collections, globals, versions, arrays, blocks). */
const localesTables = <T>(tables: Record<string, T>) =>
  Object.entries(tables).filter(([name]) => name.endsWith('_locales'))

export const sqliteLocaleParentIndexes: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of localesTables(schema.tables)) {
    extendTable({
      table,
      extraConfig: (columns) => ({
        _parentIdIdx: sqliteIndex(`${name}_parent_id_idx`).on(columns._parentID),
      }),
    })
  }
  return schema
}

export const postgresLocaleParentIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of localesTables(schema.tables)) {
    extendTable({
      table,
      extraConfig: (columns) => ({
        _parentIdIdx: pgIndex(`${name}_parent_id_idx`).on(columns._parentID),
      }),
    })
  }
  return schema
}

// The list search (src/lib/search/listPage.ts; issue 13, decision 0022 addendum). A visitor's
// list always asks for the published properties of one goal, so these begin with `goal` and
// `_status`. They hold every column a list filters or sorts by, and the id, so that the count
// and the page's ids are read from an index alone, never from the wide table rows. Two serve a
// range (the price, or the type and then the price) for the count and for a price-asc page; two
// are in the order of the list's sorts (`listSort`: the status first, then newest first or the
// price downwards, then the id downwards), so that such a page reads its twelve entries and
// stops. Here rather than in the collection's `indexes`: Payload copies those onto the versions
// table and refuses the id and a descending column; PostgreSQL's indexes do not carry the row's
// id (without it the ids query read 60 000 table rows). `goal` first: the cards query
// (`id IN (…) AND _status = …`) must not take them for an index on `_status` (SQLite did, with
// statistics from before they existed, and read 90 000 index entries).
const filterColumns = [
  'price',
  'property_type',
  'publish_price',
  'status',
  'listed_price',
  'created_at',
  'region',
  'rooms_bedrooms',
  'comfort_garden',
  'comfort_terrace',
  'comfort_garage',
  'epc_label',
  'zip',
  'city',
  'id',
]
/** The indexes' columns by database name; ` desc` marks a descending one. */
const ordered = (...first: string[]) => {
  const names = first.map((column) => column.replace(/ desc$/, ''))
  return [...first, ...filterColumns.filter((column) => !names.includes(column))]
}
export const listSearchIndexes: Record<string, string[]> = {
  properties_list_price_idx: ['goal', '_status', ...ordered('price')],
  properties_list_type_idx: ['goal', '_status', ...ordered('property_type', 'price')],
  properties_list_newest_idx: [
    'goal',
    '_status',
    ...ordered('status', 'created_at desc', 'id desc'),
  ],
  properties_list_price_desc_idx: [
    'goal',
    '_status',
    ...ordered('status', 'listed_price desc', 'id desc'),
  ],
}

type IndexColumn<C> = { column: C; desc: boolean }

/** The columns of `names` among a table's drizzle columns (found by their database names). */
const columnsNamed = <C extends { name: string }>(
  columns: Record<string, C>,
  names: string[],
): IndexColumn<C>[] =>
  names.map((entry) => {
    const name = entry.replace(/ desc$/, '')
    const column = Object.values(columns).find((candidate) => candidate.name === name)
    if (!column) throw new Error(`databaseIndexes: properties has no column ${name}`)
    return { column, desc: entry.endsWith(' desc') }
  })

export const sqliteListSearchIndexes: SQLiteSchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.properties,
    extraConfig: (columns) =>
      Object.fromEntries(
        Object.entries(listSearchIndexes).map(([name, names]) => {
          const [first, ...rest] = columnsNamed(columns, names).map(({ column, desc }) =>
            desc ? sql`${column} desc` : column,
          )
          return [name, sqliteIndex(name).on(first, ...rest)]
        }),
      ),
  })
  return schema
}

export const postgresListSearchIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.properties,
    extraConfig: (columns) =>
      Object.fromEntries(
        Object.entries(listSearchIndexes).map(([name, names]) => {
          // PostgreSQL's ORDER BY … DESC puts NULLs first: so must the index, to serve it.
          const [first, ...rest] = columnsNamed(columns, names).map(({ column, desc }) =>
            desc ? column.desc().nullsFirst() : column,
          )
          return [name, pgIndex(name).on(first, ...rest)]
        }),
      ),
  })
  return schema
}
