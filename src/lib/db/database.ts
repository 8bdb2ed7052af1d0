// Chooses the database adapter from DATABASE_URL (decisions.md §2). Both adapters run the
// committed migrations of their own folder; the schema is never pushed (docs/decisions/0001).
import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { migrations as postgresMigrations } from '../../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../../migrations/sqlite'
import {
  postgresListSearchIndexes,
  postgresLocaleParentIndexes,
  sqliteListSearchIndexes,
  sqliteLocaleParentIndexes,
} from './databaseIndexes'
import { databaseKind, databaseUrl, replicaUrls } from '../env'
import { claimJobsAtomically } from './jobLeases'
import { withSerializedWrites } from './sqliteWriteLock'
import { withKeptTransactionConnection } from './sqliteTransactions'

const migrationsRoot = path.resolve(process.cwd(), 'migrations')

/**
 * DATABASE_PUSH=1 lets a developer iterate on collections against a scratch database without
 * writing a migration at each step (never on a database that will run migrations later).
 */
export const isSchemaPushed = () => process.env.DATABASE_PUSH === '1'

/** DATABASE_LOG=1 prints every SQL statement (finding a slow query). */
const isSqlLogged = () => process.env.DATABASE_LOG === '1'

/** The same adapter object, whose instance takes the queue's jobs atomically (jobLeases.ts). */
const withJobLeases = <T extends DatabaseAdapterObj>(adapterObj: T): T => ({
  ...adapterObj,
  init: (args: Parameters<T['init']>[0]) => claimJobsAtomically(adapterObj.init(args)),
})

export const databaseAdapter = (): DatabaseAdapterObj => withJobLeases(chooseAdapter())

const chooseAdapter = (): DatabaseAdapterObj => {
  const url = databaseUrl()
  if (databaseKind(url) === 'postgres') {
    const readReplicas = replicaUrls()
    return postgresAdapter({
      pool: { connectionString: url },
      ...(readReplicas.length ? { readReplicas } : {}),
      migrationDir: path.join(migrationsRoot, 'postgres'),
      prodMigrations: postgresMigrations,
      push: isSchemaPushed(),
      afterSchemaInit: [postgresLocaleParentIndexes, postgresListSearchIndexes],
      logger: isSqlLogged(),
    })
  }
  const file = url.slice('file:'.length)
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  return withSerializedWrites(
    withKeptTransactionConnection(
      sqliteAdapter({
        client: { url },
        migrationDir: path.join(migrationsRoot, 'sqlite'),
        prodMigrations: sqliteMigrations,
        push: isSchemaPushed(),
        afterSchemaInit: [sqliteLocaleParentIndexes, sqliteListSearchIndexes],
        // Without this the SQLite adapter writes outside transactions (platform-notes.md).
        transactionOptions: {},
        logger: isSqlLogged(),
      }),
      url,
    ),
  )
}
