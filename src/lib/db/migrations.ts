// Every start applies the committed migrations of its adapter (docs/decisions/0001): production
// through the adapter's `prodMigrations`, every other start (dev server, tests, seed) here, so
// the schema of every database is the one the migrations define.
import type { Payload } from 'payload'

import { isSchemaPushed } from './database'

export const applyMigrations = async (payload: Payload) => {
  if (process.env.NODE_ENV === 'production') return // prodMigrations already ran at connect
  if (isSchemaPushed()) return // a scratch database whose schema Payload pushed
  const migrations = (payload.db as { prodMigrations?: unknown[] }).prodMigrations
  if (!migrations?.length) return
  await payload.db.migrate({ migrations: migrations as never })
}
