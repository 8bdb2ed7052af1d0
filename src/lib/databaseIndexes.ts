// Indexes Payload does not create and the site's queries need (docs/decisions/0011).
//
// A localized collection keeps its translated fields in `<table>_locales`, indexed only on
// (_locale, _parent_id). Every find reads each row's translations with a correlated subquery on
// `_parent_id` alone, which that index cannot serve: with 10 000 properties one list page
// scanned the 40 000 translation rows once per property (6 s on SQLite; 24 ms with the index).
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
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
