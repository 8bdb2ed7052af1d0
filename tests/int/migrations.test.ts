// Fails when collections or globals changed and `npm run migrate:create -- <name>` was not run:
// the schema Payload builds from the config must equal the latest committed snapshot of the
// adapter under test (CI runs this file on SQLite and on PostgreSQL).
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { databaseKind } from '@/lib/env'

import { getTestPayload } from '../helpers/payload'

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }> | { version: string }
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => unknown
}

describe('committed migrations', () => {
  it('describe exactly the schema of the current collections and globals', async () => {
    const payload = await getTestPayload()
    const db = payload.db as unknown as {
      migrationDir: string
      schema: unknown
      requireDrizzleKit: () => DrizzleKit
    }
    const kit = db.requireDrizzleKit()
    const snapshots = fs
      .readdirSync(db.migrationDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
    expect(snapshots.length, `no migration in ${db.migrationDir}`).toBeGreaterThan(0)

    const latest = JSON.parse(
      fs.readFileSync(`${db.migrationDir}/${snapshots[snapshots.length - 1]}`, 'utf8'),
    )
    const current = await kit.generateDrizzleJson(db.schema)
    const pending = await kit.generateMigration(latest, current)
    expect(
      pending,
      'The schema changed without a migration: run `npm run migrate:create -- <name>`',
    ).toEqual([])
  })

  it('have all been applied to the test database at start', async () => {
    const payload = await getTestPayload()
    const applied = await payload.find({ collection: 'payload-migrations', limit: 0 })
    const committed = fs
      .readdirSync(payload.db.migrationDir)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    expect(applied.docs.map((doc) => doc.name).sort()).toEqual(
      committed.map((file) => file.replace(/\.ts$/, '')).sort(),
    )
  })

  it('index every translation table on its parent, so a list page does not scan all translations per row', async () => {
    const payload = await getTestPayload()
    // The raw drizzle handle of either adapter (the catalogue differs per database).
    const { drizzle } = payload.db as unknown as {
      drizzle: {
        all?: (query: unknown) => Promise<Record<string, unknown>[]>
        execute?: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }>
      }
    }
    let tables: string[]
    let indexed: string[]
    if (databaseKind() === 'postgres') {
      const { sql: pgSql } = await import('@payloadcms/db-postgres')
      const rows = async (query: unknown) => (await drizzle.execute!(query)).rows
      tables = (
        await rows(pgSql`select tablename from pg_tables where schemaname = current_schema()`)
      ).map((row) => String(row.tablename))
      indexed = (
        await rows(
          pgSql`select tablename from pg_indexes where schemaname = current_schema() and indexdef like '%(_parent_id)'`,
        )
      ).map((row) => String(row.tablename))
    } else {
      const { sql } = await import('@payloadcms/db-sqlite')
      tables = (await drizzle.all!(sql`select name from sqlite_master where type = 'table'`)).map(
        (row) => String(row.name),
      )
      indexed = (
        await drizzle.all!(
          sql`select m.name from sqlite_master m, pragma_index_list(m.name) l, pragma_index_info(l.name) i where m.type = 'table' and i.seqno = 0 and i.name = '_parent_id'`,
        )
      ).map((row) => String(row.name))
    }
    tables = tables.filter((table) => table.endsWith('_locales'))
    expect(tables).toContain('properties_locales')
    expect(tables.filter((table) => !indexed.includes(table))).toEqual([])
  })
})
