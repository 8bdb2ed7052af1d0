// A save while `npm run backup` copies the SQLite file (docs/backups.md): the backup, another
// process, holds a read lock for the copy; the site's commit waits for it (its connections'
// busy timeout, src/lib/db/sqliteTransactions.ts) and is stored, instead of failing at once with
// SQLITE_BUSY — a form sent during a backup would have answered 503. PostgreSQL has no such lock.
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { databaseKind, databaseUrl } from '@/lib/env'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** Another process that holds a read lock on the database file for `ms`, as the backup's copy does. */
const holdReadLock = (ms: number) =>
  new Promise<{ released: Promise<void> }>((resolve, reject) => {
    const file = path.resolve(databaseUrl().slice('file:'.length))
    const script = `
      import { createClient } from '@libsql/client'
      const client = createClient({ url: ${JSON.stringify(`file:${file}`)} })
      await client.execute('BEGIN')
      await client.execute('SELECT count(*) FROM sqlite_master')
      console.log('locked')
      setTimeout(async () => { await client.execute('COMMIT'); client.close() }, ${ms})
    `
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const released = new Promise<void>((done) => child.once('exit', () => done()))
    child.once('error', reject)
    readline.createInterface({ input: child.stdout! }).once('line', () => resolve({ released }))
  })

describe.runIf(databaseKind() === 'sqlite')('a save during a backup of the SQLite file', () => {
  it('waits for the backup’s read lock and is stored', async () => {
    const { released } = await holdReadLock(400)
    const to = `backup-lock-${Date.now()}@test.example`
    const saved = await payload.create({
      collection: 'mail-outbox',
      data: { purpose: 'confirmation', to, subject: 'x', html: 'x', text: 'x', status: 'sent', attempts: 1 },
    })
    await released
    const found = await payload.find({ collection: 'mail-outbox', where: { to: { equals: to } }, depth: 0 })
    expect(found.docs.map((doc) => doc.id)).toEqual([saved.id])
  }) // prettier-ignore
})
