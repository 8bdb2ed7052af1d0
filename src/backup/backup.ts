// `npm run backup` (docs/backups.md): one timestamped archive of the site while it serves and
// writes — the database first (one consistent snapshot, its row counts taken from that same
// snapshot), then the uploaded files and, when the site runs on it, data/.payload-secret.
// A row in the snapshot always has its file: an upload's file is written before its row commits.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import {
  currentDatabase,
  fileFolders,
  fingerprint,
  listFiles,
  postgresEnv,
  postgresTableCounts,
  postgresTool,
  run,
  secretFile,
  siteSecret,
  sqlitePath,
  sqliteTableCounts,
  type FolderName,
  type Manifest,
} from './site'

/** How long the backup waits for a write in progress to commit before it reads. */
const SQLITE_WAIT_MS = 10_000

/**
 * The SQLite file, copied consistent. In the rollback-journal mode the site uses, the copy is
 * made while this process holds a read lock: no writer commits meanwhile (the site's writers
 * wait for it, docs/decisions/0008), and the lock lasts only the file copy. A database in WAL
 * mode is copied by `VACUUM INTO`, which writers do not wait for.
 */
const dumpSqlite = async (target: string) => {
  const source = sqlitePath()
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`)
  const client = createClient({ url: `file:${source}` })
  try {
    await client.execute(`PRAGMA busy_timeout = ${SQLITE_WAIT_MS}`)
    const mode = String((await client.execute('PRAGMA journal_mode')).rows[0]?.[0] ?? '')
    if (mode.toLowerCase() === 'wal') {
      await client.execute(`VACUUM INTO '${target.replace(/'/g, "''")}'`)
    } else {
      await client.execute('BEGIN')
      try {
        await client.execute('SELECT count(*) FROM sqlite_master') // takes the read lock
        fs.copyFileSync(source, target)
      } finally {
        await client.execute('COMMIT')
      }
    }
  } finally {
    client.close()
  }
  return sqliteTableCounts(target, { check: true })
}

/**
 * pg_dump of the database in its custom format, from a snapshot exported by a transaction of
 * ours, in which the row counts are taken too: the counts are exactly the dump's.
 */
const dumpPostgres = async (url: string, target: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ snapshot: string }>(
      'SELECT pg_export_snapshot() AS snapshot',
    )
    const dump = run(
      postgresTool('pg_dump'),
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--schema=public',
        `--snapshot=${rows[0].snapshot}`,
        `--file=${target}`,
      ],
      { env: postgresEnv(url) },
    )
    const tables = await postgresTableCounts(client)
    const { code, stderr } = await dump
    if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim()}`)
    await client.query('COMMIT')
    return tables
  } finally {
    await client.end().catch(() => undefined)
  }
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

/** Makes the archive in `outDir`; answers its path and manifest. */
export const createBackup = async (outDir: string) => {
  const started = new Date()
  const { url, kind } = currentDatabase()
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 })
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backup-'))
  try {
    const databaseFile = kind === 'sqlite' ? 'database.sqlite' : 'database.pgdump'
    const tables =
      kind === 'sqlite'
        ? await dumpSqlite(path.join(staging, databaseFile))
        : await dumpPostgres(url, path.join(staging, databaseFile))
    // The folders as links: tar follows them (-h), so nothing is copied twice on disk.
    fs.mkdirSync(path.join(staging, 'files'))
    const files = {} as Manifest['files']
    for (const [name, dir] of Object.entries(fileFolders()) as [FolderName, string][]) {
      files[name] = listFiles(dir)
      if (fs.existsSync(dir)) fs.symlinkSync(dir, path.join(staging, 'files', name))
    }
    const includeSecret = !process.env.PAYLOAD_SECRET?.trim() && fs.existsSync(secretFile())
    if (includeSecret) fs.copyFileSync(secretFile(), path.join(staging, 'payload-secret'))
    const manifest: Manifest = {
      format: 1,
      createdAt: started.toISOString(),
      database: kind,
      tables,
      files,
      secret: { fingerprint: fingerprint(siteSecret()), included: includeSecret },
    }
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 1))
    const list = [
      'manifest.json',
      databaseFile,
      ...(includeSecret ? ['payload-secret'] : []),
      ...Object.entries(files).flatMap(([name, entries]) =>
        Object.keys(entries).map((file) => path.join('files', name, file)),
      ),
    ]
    fs.writeFileSync(path.join(staging, '.list'), list.join('\n'))
    const archive = path.join(outDir, `agency-backup-${stamp(started)}.tar.gz`)
    const partial = `${archive}.partial`
    // --ignore-failed-read: a file deleted since it was listed is left out, not a failure.
    const { code, stderr } = await run('tar', [
      '-czhf',
      partial,
      '--ignore-failed-read',
      '-C',
      staging,
      '-T',
      path.join(staging, '.list'),
    ])
    if (code !== 0) {
      fs.rmSync(partial, { force: true })
      throw new Error(`tar failed (exit ${code}): ${stderr.trim()}`)
    }
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, archive)
    return { archive, manifest, bytes: fs.statSync(archive).size }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}
