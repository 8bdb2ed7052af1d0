#!/usr/bin/env node
// node bench/listSearch.mjs: the database work of the filtered property list on 100 000
// properties (bench/listSearch.ts) in a throw-away SQLite database, or on the PostgreSQL server
// of DATABASE_URL when it names one (bash scripts/with-postgres.sh node bench/listSearch.mjs).
// BENCH_LIST_PROPERTIES, BENCH_LIST_TEMPLATES, BENCH_LIST_RUNS change the sizes;
// BENCH_LIST_DB=file reuses (or keeps) a SQLite database between runs; BENCH_LIST_PLANS=1 prints
// the query plans. Not part of npm test.
import fs from 'node:fs'
import path from 'node:path'

import { bundleEntry, runBundle } from '../scripts/lib/bundle.mjs'

const dir = path.resolve('tests/.tmp', `bench-list-${Date.now()}`)
fs.mkdirSync(dir, { recursive: true })
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: postgres
    ? process.env.DATABASE_URL
    : `file:${process.env.BENCH_LIST_DB || path.join(dir, 'bench.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  PAYLOAD_SECRET: 'bench-only-secret',
  ADMIN_PASSWORD: 'bench-only-password',
}
try {
  const bundle = await bundleEntry('bench/listSearch.ts', 'bench-list')
  process.exitCode = runBundle(bundle, { env, label: 'bench:list' })
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
