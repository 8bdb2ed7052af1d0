#!/usr/bin/env node
// node bench/area.mjs: the area search on 100 000 properties (bench/area.ts) in a throw-away
// SQLite database. BENCH_AREA_PROPERTIES, BENCH_AREA_TEMPLATES, BENCH_AREA_RUNS change the sizes.
// BENCH_AREA_DB=file reuses (or keeps) a database between runs. Not part of npm test.
import fs from 'node:fs'
import path from 'node:path'

import { bundleEntry, runBundle } from '../scripts/lib/bundle.mjs'

const dir = path.resolve('tests/.tmp', `bench-area-${Date.now()}`)
fs.mkdirSync(dir, { recursive: true })
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: `file:${process.env.BENCH_AREA_DB || path.join(dir, 'bench.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  PAYLOAD_SECRET: 'bench-only-secret',
  ADMIN_PASSWORD: 'bench-only-password',
}
try {
  const bundle = await bundleEntry('bench/area.ts', 'bench-area')
  process.exitCode = runBundle(bundle, { env, label: 'bench:area' })
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
