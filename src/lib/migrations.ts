// Every start applies the committed migrations of its adapter (docs/decisions/0001): production
// through the adapter's `prodMigrations`, every other start (dev server, tests, seed) here, so
// the schema of every database is the one the migrations define.
import type { Payload } from 'payload'

export const applyMigrations = async (payload: Payload) => {
  if (process.env.NODE_ENV === 'production') return // prodMigrations already ran at connect
  const migrations = (payload.db as { prodMigrations?: unknown[] }).prodMigrations
  if (!migrations?.length) return
  await payload.db.migrate({ migrations: migrations as never })
}
