#!/usr/bin/env node
// npm run backup [-- --out DIR]            one archive of the running site (docs/backups.md)
// npm run restore -- <archive> [--yes]     puts one back, the servers stopped
// Bundles src/backup/cli.ts (as the seed does, decision 0007) and runs it with the site's
// environment (.env and .env.local, as `next start` reads them).
import fs from 'node:fs'

import nextEnv from '@next/env'

import { bundleEntry, runBundle } from './lib/bundle.mjs'
import { clearPageCache } from './lib/pageCache.mjs'

const usage = {
  backup: 'Usage: npm run backup [-- --out DIR]',
  restore: 'Usage: npm run restore -- <archive> [--yes]',
}
const [action, ...args] = process.argv.slice(2)
if (!(action in usage)) {
  console.error(`${usage.backup}\n${usage.restore}`)
  process.exit(1)
}
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')
const env = { ...process.env, BACKUP_ACTION: action }
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (action === 'backup' && (arg === '--out' || arg.startsWith('--out='))) {
    env.BACKUP_DIR = arg.includes('=') ? arg.slice('--out='.length) : args[++i]
  } else if (action === 'restore' && arg === '--yes') {
    env.RESTORE_CONFIRMED = '1'
  } else if (action === 'restore' && !arg.startsWith('-') && !env.RESTORE_ARCHIVE) {
    env.RESTORE_ARCHIVE = arg
  } else {
    console.error(`Unknown option ${arg}. ${usage[action]}`)
    process.exit(1)
  }
}
if (action === 'restore' && !(env.RESTORE_ARCHIVE && fs.existsSync(env.RESTORE_ARCHIVE))) {
  console.error(`No archive ${env.RESTORE_ARCHIVE ?? ''}. ${usage.restore}`)
  process.exit(1)
}

const bundle = await bundleEntry('src/backup/cli.ts', 'backup')
const status = runBundle(bundle, { env, label: action })
// Pages this build cached from the content before the restore (scripts/lib/pageCache.mjs).
if (action === 'restore' && status === 0) clearPageCache()
process.exit(status)
