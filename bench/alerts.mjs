#!/usr/bin/env node
// npm run bench:alerts: saved-search
// matching at scale on a throw-away SQLite database — one publish matched against 10 000 saved
// searches (BENCH_SEARCHES), the same publish again (nothing new is written), and a daily digest
// run. Prints milliseconds and counts. Not part of npm test.
import fs from 'node:fs'
import path from 'node:path'

import { bundleEntry, runBundle } from '../scripts/lib/bundle.mjs'

const dir = path.resolve('tests/.tmp', `bench-alerts-${Date.now()}`)
fs.mkdirSync(dir, { recursive: true })
const env = {
  ...process.env,
  DATABASE_URL: process.env.BENCH_DATABASE_URL || `file:${path.join(dir, 'bench.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  PAYLOAD_SECRET: 'bench-only-secret',
  FORMS_MAIL_AUTORUN: 'off',
}
const bundle = await bundleEntry('bench/alertsEntry.ts', 'bench-alerts')
const status = runBundle(bundle, { env, label: 'bench:alerts' })
fs.rmSync(dir, { recursive: true, force: true })
process.exit(status)
