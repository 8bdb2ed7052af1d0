// `npm run restore -- <archive> --yes` (docs/backups.md): puts a backup back, the servers stopped.
// What it replaces is kept aside, never deleted (the files and folders renamed with a
// `.before-restore-<time>` suffix; on PostgreSQL the schema renamed `before_restore_<time>`),
// and the result is checked against the archive's manifest: rows per table and every file.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

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

export type RestoreResult = {
  manifest: Manifest
  /** Tables whose row count differs from the manifest's, with both counts. */
  tableMismatches: { table: string; expected: number; found: number | null }[]
  /** Files of the manifest missing after the restore, or of another size. */
  fileMismatches: string[]
  /** What was there before, kept aside. */
  keptAside: string[]
  /** The secret the site runs on now is not the one of the backup. */
  secretDiffers: boolean
}

const timeTag = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '')

/** Moves `from` to `to`; across file systems by a copy, then the original removed. */
const move = (from: string, to: string) => {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    fs.cpSync(from, to, { recursive: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

/** Reads the manifest of an archive without unpacking the rest. */
export const readManifest = (archive: string): Manifest => {
  const text = execFileSync('tar', ['-xzOf', archive, 'manifest.json'], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  })
  const manifest = JSON.parse(text) as Manifest
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`)
  return manifest
}

const restoreSqlite = (unpacked: string, tag: string, keptAside: string[]) => {
  const target = sqlitePath()
  for (const suffix of ['', '-journal', '-wal', '-shm']) {
    const file = `${target}${suffix}`
    if (!fs.existsSync(file)) continue
    move(file, `${file}.before-restore-${tag}`)
    keptAside.push(`${file}.before-restore-${tag}`)
  }
  move(path.join(unpacked, 'database.sqlite'), target)
  return sqliteTableCounts(target)
}

const restorePostgres = async (url: string, unpacked: string, tag: string, keptAside: string[]) => {
  const dump = path.join(unpacked, 'database.pgdump')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const aside = `before_restore_${tag}`
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_namespace WHERE nspname = 'public'")
    if (rowCount) {
      await client.query(`ALTER SCHEMA public RENAME TO ${aside}`)
      keptAside.push(`schema ${aside}`)
    }
    // The dump names the schema itself only when it was not the database's own (then pg_restore
    // creates it); otherwise it has to be there.
    const listing = execFileSync(postgresTool('pg_restore'), ['--list', dump], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (!/ SCHEMA - public /.test(listing)) await client.query('CREATE SCHEMA public')
    const env = postgresEnv(url)
    const { code, stderr } = await run(
      postgresTool('pg_restore'),
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${env.PGDATABASE}`, dump],
      { env },
    )
    if (code !== 0) {
      // Back as it was: the half-restored schema dropped, the old one under its name again.
      await client.query('DROP SCHEMA IF EXISTS public CASCADE')
      if (rowCount) await client.query(`ALTER SCHEMA ${aside} RENAME TO public`)
      throw new Error(`pg_restore failed (exit ${code}): ${stderr.trim()}`)
    }
    const tables = await postgresTableCounts(client)
    return tables
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Restores `archive` over the site's database and folders (the servers must be stopped). */
export const restoreBackup = async (archive: string): Promise<RestoreResult> => {
  const manifest = readManifest(archive)
  const { url, kind } = currentDatabase()
  if (manifest.database !== kind)
    throw new Error(
      `this backup is of a ${manifest.database} database; DATABASE_URL names a ${kind} one`,
    )
  // Unpacked beside the media folder: the files then move in by a rename, not a copy.
  const beside = path.dirname(fileFolders().media)
  fs.mkdirSync(beside, { recursive: true })
  const unpacked = fs.mkdtempSync(path.join(beside, '.restore-'))
  const tag = timeTag()
  const keptAside: string[] = []
  try {
    const { code, stderr } = await run('tar', ['-xzf', path.resolve(archive), '-C', unpacked])
    if (code !== 0) throw new Error(`the archive does not unpack (exit ${code}): ${stderr.trim()}`)
    const tables =
      kind === 'sqlite'
        ? await restoreSqlite(unpacked, tag, keptAside)
        : await restorePostgres(url, unpacked, tag, keptAside)
    for (const [name, dir] of Object.entries(fileFolders()) as [FolderName, string][]) {
      if (fs.existsSync(dir)) {
        move(dir, `${dir}.before-restore-${tag}`)
        keptAside.push(`${dir}.before-restore-${tag}`)
      }
      const restored = path.join(unpacked, 'files', name)
      if (fs.existsSync(restored)) move(restored, dir)
      else fs.mkdirSync(dir, { recursive: true })
    }
    if (manifest.secret.included && !process.env.PAYLOAD_SECRET?.trim()) {
      if (fs.existsSync(secretFile())) {
        move(secretFile(), `${secretFile()}.before-restore-${tag}`)
        keptAside.push(`${secretFile()}.before-restore-${tag}`)
      }
      move(path.join(unpacked, 'payload-secret'), secretFile())
      fs.chmodSync(secretFile(), 0o600)
    }
    const tableMismatches = [...new Set([...Object.keys(manifest.tables), ...Object.keys(tables)])]
      .filter((table) => manifest.tables[table] !== tables[table])
      .map((table) => ({
        table,
        expected: manifest.tables[table] ?? 0,
        found: tables[table] ?? null,
      }))
    const fileMismatches: string[] = []
    for (const [name, dir] of Object.entries(fileFolders()) as [FolderName, string][]) {
      const found = listFiles(dir)
      for (const [file, bytes] of Object.entries(manifest.files[name] ?? {}))
        if (found[file] !== bytes) fileMismatches.push(path.join(name, file))
    }
    return {
      manifest,
      tableMismatches,
      fileMismatches,
      keptAside,
      secretDiffers: fingerprint(siteSecret()) !== manifest.secret.fingerprint,
    }
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
  }
}
