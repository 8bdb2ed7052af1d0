#!/usr/bin/env node
// npm run test:postgres: the integration suite against the PostgreSQL server of DATABASE_URL
// (a new database is created there for the run and dropped after it), then a production-mode
// seed of a second empty database to prove the committed PostgreSQL migrations apply at start
// (PG_SEED_CHECK=0 leaves that out: CI's two-servers step makes the same production start).
// Without a server of your own: bash scripts/with-postgres.sh npm run test:postgres
import { spawnSync } from 'node:child_process'

import pg from 'pg'

const url = process.env.DATABASE_URL ?? ''
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'DATABASE_URL must name a PostgreSQL server (postgres://…).\n' +
      'To start a throw-away one: bash scripts/with-postgres.sh npm run test:postgres',
  )
  process.exit(1)
}

const run = (command, args, env = process.env) =>
  spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env }).status ?? 1

// In one process: the CMS and the app load once (10 s), not once per file (about 650 s); on
// SQLite the files still run in a process each (docs/decisions/0038-integration-tests-in-one-process.md).
let status = run('npx', ['vitest', 'run', '--project', 'int', '--no-isolate'])

if (status === 0 && process.env.PG_SEED_CHECK !== '0') {
  const database = `agency_seed_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${database}`)
  const target = new URL(url)
  target.pathname = `/${database}`
  status = run('node', ['scripts/seed.mjs'], {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: target.toString(),
    ADMIN_PASSWORD: 'seed-check-only-password',
  })
  if (status === 0) {
    const seeded = new pg.Client({ connectionString: target.toString() })
    await seeded.connect()
    const { rows } = await seeded.query('SELECT count(*)::int AS n FROM properties')
    await seeded.end()
    console.log(`production seed on PostgreSQL: ${rows[0].n} properties`)
    if (rows[0].n === 0) status = 1
  }
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin.end()
}
process.exit(status)
