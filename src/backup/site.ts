// What a backup holds and how the site's data is read and written for it (docs/backups.md): the
// database (SQLite file or PostgreSQL), the three folders of uploaded files, and the secret kept
// in data/.payload-secret when PAYLOAD_SECRET is not set. Used by backup.ts and restore.ts.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type pg from 'pg'

import {
  dataDir,
  databaseKind,
  databaseUrl,
  documentsDir,
  mediaDir,
  submissionFilesDir,
  type DatabaseKind,
} from '@/lib/env'

/** The folders of uploaded files, by their name inside an archive. */
export const fileFolders = () => ({
  media: mediaDir(),
  documents: documentsDir(),
  'submission-files': submissionFilesDir(),
})
export type FolderName = keyof ReturnType<typeof fileFolders>

/** data/.payload-secret: in a backup only when the site runs on it (PAYLOAD_SECRET unset). */
export const secretFile = () => path.join(dataDir(), '.payload-secret')

export type Manifest = {
  format: 1
  createdAt: string
  database: DatabaseKind
  /** Rows per table of the database in the archive (the same snapshot as the dump). */
  tables: Record<string, number>
  /** Every file of each folder at the time of the backup: path inside the folder → bytes. */
  files: Record<FolderName, Record<string, number>>
  /** A hash of the secret the site signs with; the secret itself is in the archive only when `included`. */
  secret: { fingerprint: string; included: boolean }
}

/** The secret the site runs on (PAYLOAD_SECRET, else data/.payload-secret), never made up here. */
export const siteSecret = () =>
  process.env.PAYLOAD_SECRET?.trim() ||
  (fs.existsSync(secretFile()) ? fs.readFileSync(secretFile(), 'utf8').trim() : '')

export const fingerprint = (secret: string) =>
  createHash('sha256').update(secret).digest('hex').slice(0, 16)

/** The files under `dir` (recursively), path relative to it → size; none when it does not exist. */
export const listFiles = (dir: string): Record<string, number> => {
  const files: Record<string, number> = {}
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) files[path.relative(dir, full)] = fs.statSync(full).size
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return files
}

/** The SQLite file DATABASE_URL names (`file:./data/agency.db` → its absolute path). */
export const sqlitePath = (url = databaseUrl()) =>
  path.resolve(decodeURIComponent(url.slice('file:'.length).split('?')[0]))

export const currentDatabase = () => {
  const url = databaseUrl()
  return { url, kind: databaseKind(url) }
}

/**
 * The environment a PostgreSQL tool (pg_dump, pg_restore) connects with: the URL's parts as
 * libpq variables, so that no password shows in the process list.
 */
export const postgresEnv = (url: string): NodeJS.ProcessEnv => {
  const parsed = new URL(url)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname) || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres',
  }
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username)
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password)
  const sslmode = parsed.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

/** A PostgreSQL client program: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin, else PATH. */
export const postgresTool = (name: 'pg_dump' | 'pg_restore') => {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name)
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))
    : []
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name)
    if (fs.existsSync(candidate)) return candidate
  }
  return name
}

/** Runs a program; resolves with its exit code and what it wrote on stderr. */
export const run = (
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
) =>
  new Promise<{ code: number; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      if (stderr.length < 20_000) stderr += chunk
    })
    child.once('error', reject)
    child.once('close', (code) => resolve({ code: code ?? 1, stderr }))
  })

/** Table names, quoted for SQL. */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Rows per table of a SQLite file (after `PRAGMA quick_check` passed, when `check`). */
export const sqliteTableCounts = async (file: string, { check = false } = {}) => {
  const client = createClient({ url: `file:${file}` })
  try {
    if (check) {
      const result = await client.execute('PRAGMA quick_check')
      if (result.rows[0]?.[0] !== 'ok') throw new Error(`the database ${file} fails its check`)
    }
    const { rows } = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    const tables: Record<string, number> = {}
    for (const row of rows) {
      const name = String(row.name)
      const count = await client.execute(`SELECT count(*) FROM ${quoted(name)}`)
      tables[name] = Number(count.rows[0][0])
    }
    return tables
  } finally {
    client.close()
  }
}

/** Rows per table of the `public` schema, read through `client` (in its transaction, if any). */
export const postgresTableCounts = async (client: pg.Client) => {
  const { rows } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  const tables: Record<string, number> = {}
  for (const { name } of rows) {
    const count = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.${quoted(name)}`,
    )
    tables[name] = Number(count.rows[0].n)
  }
  return tables
}
