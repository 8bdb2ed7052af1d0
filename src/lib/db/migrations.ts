// Every start applies the committed migrations of its adapter (docs/decisions/0001): production
// through the adapter's `prodMigrations`, every other start (dev server, tests, seed) here, so
// the schema of every database is the one the migrations define.
import type { Migration, Payload } from 'payload'

import { isSchemaPushed } from './database'

export const applyMigrations = async (payload: Payload) => {
  if (process.env.NODE_ENV === 'production') return // prodMigrations already ran at connect
  if (isSchemaPushed()) return // a scratch database whose schema Payload pushed
  // Our adapters (database.ts) keep their migrations on the adapter, which Payload's base type
  // does not declare; and its `Migration` says `up(args: unknown)` where each adapter's takes
  // the MigrateUpArgs its own `migrate` passes. The one place the adapter's shape is asserted.
  const { prodMigrations } = payload.db as { prodMigrations?: Migration[] }
  if (!prodMigrations?.length) return
  await payload.db.migrate({ migrations: prodMigrations })
}
