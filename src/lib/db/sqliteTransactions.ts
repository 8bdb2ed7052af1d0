// SQLite transactions on one kept connection instead of a new one each (docs/decisions/0008).
//
// The libsql client (`@libsql/client`, file URLs) hands its connection to each transaction and
// opens a new one for what comes next; the transaction's connection is never closed, and a
// connection that ran a prepared statement is not released by the garbage collector either
// (libsql-client-ts issue 350, libsql-js issue 230). Every Payload write on SQLite begins a
// transaction, so a server lost about a quarter of a megabyte and one file handle per save, form
// or job, and `npm run seed -- --properties 100000` needed some 45 GB (0.45 MB per property).
//
// Here a transaction runs on a second connection of its own, opened once and kept: `BEGIN`,
// the statements, `COMMIT` or `ROLLBACK`, all on it. The reads of everybody else stay on the
// client's connection and see only committed data, as before. The process's writers take turns
// (sqliteWriteLock.ts), so that connection serves one transaction at a time; should a second one
// ever begin while it is busy, it gets a connection of its own as before.
import {
  createClient,
  type Client,
  type InStatement,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'

/**
 * How long a statement waits for a lock another process holds: `npm run backup` holds a read
 * lock while it copies the file (docs/backups.md), and a commit meanwhile waits for it instead
 * of failing. The process's own writers never meet one (they take turns, sqliteWriteLock.ts).
 */
const BUSY_TIMEOUT = 'PRAGMA busy_timeout = 5000'

/** A client of `url` that waits for other processes' locks (BUSY_TIMEOUT). */
const openClient = async (url: string) => {
  const client = createClient({ url })
  await client.execute(BUSY_TIMEOUT)
  return client
}

const begin: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
}

/**
 * Makes `client` run its transactions on one kept connection to `url` (a file URL). Returns
 * the same client.
 */
export const keepTransactionConnection = (client: Client, url: string): Client => {
  const ownConnection = client.transaction.bind(client)
  let kept: Client | null = null
  let busy = false

  client.transaction = async (mode: TransactionMode = 'write'): Promise<Transaction> => {
    if (busy) return ownConnection(mode)
    busy = true
    try {
      kept ??= await openClient(url)
      await kept.execute(begin[mode])
    } catch (error) {
      busy = false
      throw error
    }
    const connection = kept
    let open = true
    const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
      if (!open) return
      open = false
      try {
        await connection.execute(statement)
      } catch (error) {
        // A failed COMMIT leaves the transaction open in SQLite: roll it back before the next.
        if (statement === 'COMMIT') await connection.execute('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        busy = false
      }
    }
    const live = () => {
      if (!open) throw new Error('The transaction is closed')
      return connection
    }
    return {
      execute: (statement: InStatement) => live().execute(statement),
      batch: async (statements: InStatement[]) => {
        const results = []
        for (const statement of statements) results.push(await live().execute(statement))
        return results
      },
      executeMultiple: async (sql: string) => {
        // The client's own executeMultiple rolls back an open transaction when it ends.
        for (const statement of sql.split(';').filter((part) => part.trim())) {
          await live().execute(statement)
        }
      },
      commit: () => end('COMMIT'),
      rollback: () => end('ROLLBACK'),
      close: () => {
        void end('ROLLBACK')
      },
      get closed() {
        return !open
      },
    } as unknown as Transaction
  }

  const close = client.close.bind(client)
  client.close = () => {
    kept?.close()
    kept = null
    close()
  }
  return client
}

type SqliteAdapter = { client?: Client; connect?: (...args: unknown[]) => Promise<void> }

/** The same adapter object, whose instance runs its transactions on one kept connection. */
export const withKeptTransactionConnection = <T extends { init: (...args: never[]) => unknown }>(
  adapterObj: T,
  url: string,
): T => ({
  ...adapterObj,
  init: (...args: Parameters<T['init']>) => {
    const adapter = adapterObj.init(...args) as SqliteAdapter
    const connect = adapter.connect!
    // The adapter creates its client in `connect` unless it has one: give it ours.
    adapter.connect = async function (this: SqliteAdapter, ...options: unknown[]) {
      this.client ??= keepTransactionConnection(await openClient(url), url)
      return connect.apply(this, options)
    }
    return adapter
  },
})
