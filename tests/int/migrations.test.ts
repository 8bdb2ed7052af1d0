// Fails when collections or globals changed and `npm run migrate:create -- <name>` was not run:
// the schema Payload builds from the config must equal the latest committed snapshot of the
// adapter under test (CI runs this file on SQLite and on PostgreSQL).
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

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
})
