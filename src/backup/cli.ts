// Entry of `npm run backup` and `npm run restore` (scripts/backup.mjs bundles and runs it,
// passing BACKUP_ACTION, BACKUP_DIR, RESTORE_ARCHIVE and RESTORE_CONFIRMED). docs/backups.md.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { dataDir } from '@/lib/env'

import { createBackup } from './backup'
import { readManifest, restoreBackup } from './restore'
import { currentDatabase } from './site'

// Our code runs: the packages loaded (scripts/backup.mjs retries only runs that never got here).
if (process.env.BUNDLE_STARTED_MARKER) writeFileSync(process.env.BUNDLE_STARTED_MARKER, '')

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const count = (record: Record<string, unknown>) => Object.keys(record).length

const backup = async () => {
  const started = Date.now()
  const outDir = path.resolve(process.env.BACKUP_DIR || path.join(dataDir(), 'backups'))
  const { archive, manifest, bytes } = await createBackup(outDir)
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0)
  const files = Object.values(manifest.files).reduce((sum, list) => sum + count(list), 0)
  console.log(`backup: ${archive}`)
  console.log(
    `  ${manifest.database}, ${count(manifest.tables)} tables, ${rows} rows; ${files} files; ` +
      `${megabytes(bytes)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (manifest.secret.included)
    console.log('  holds data/.payload-secret: keep the archive as secret as the site itself')
}

const restore = async () => {
  const archive = process.env.RESTORE_ARCHIVE ?? ''
  const manifest = readManifest(archive)
  const { kind } = currentDatabase()
  if (process.env.RESTORE_CONFIRMED !== '1') {
    console.log(
      `restore: ${archive}, made ${manifest.createdAt} of a ${manifest.database} site.\n` +
        `It replaces this site's ${kind} database and its media, documents and submission files ` +
        '(kept aside, not deleted). Stop the servers first, then run it again with --yes.',
    )
    process.exit(2)
  }
  const started = Date.now()
  const result = await restoreBackup(archive)
  console.log(`restore: ${archive} (made ${manifest.createdAt})`)
  console.log(`  in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  for (const item of result.keptAside) console.log(`  kept aside: ${item}`)
  if (result.secretDiffers)
    console.log(
      '  ! the site does not run on the secret of this backup: sessions end, and the CRM ' +
        "connections' credentials must be typed again (PAYLOAD_SECRET, docs/backups.md)",
    )
  for (const { table, expected, found } of result.tableMismatches)
    console.error(`  ✗ table ${table}: ${found ?? 'missing'} rows, the backup had ${expected}`)
  for (const file of result.fileMismatches.slice(0, 20))
    console.error(`  ✗ file ${file} missing or of another size`)
  if (result.tableMismatches.length || result.fileMismatches.length) process.exit(1)
  console.log('  ✓ every table and file as in the backup')
}

const action = process.env.BACKUP_ACTION
try {
  if (action === 'backup') await backup()
  else if (action === 'restore') await restore()
  else throw new Error(`unknown action ${action}`)
  process.exit(0)
} catch (error) {
  console.error(`${action}: ${(error as Error).message}`)
  process.exit(1)
}
