#!/usr/bin/env node
// npm run test:e2e: one production build, a throw-away seeded SQLite database, then Playwright
// (which starts the production server, server.mjs, once for all tests; see playwright.config.ts).
//   E2E_SKIP_BUILD=1  reuse the existing .next build (only when nothing changed since)
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium'
if (!fs.existsSync(chrome)) {
  console.error(
    `Chromium not found at ${chrome}. Install it with: sudo apt-get install -y chromium\n` +
      '(or set CHROME_PATH). Never run `npx playwright install`: the browser comes from Debian.',
  )
  process.exit(1)
}

const run = (command, args, env = process.env) => {
  // stdin closed: a child that waits for input (a prompt) must fail, not hang.
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
  }
}

if (!(process.env.E2E_SKIP_BUILD === '1' && fs.existsSync('.next/BUILD_ID'))) {
  const started = Date.now()
  try {
    run('npx', ['next', 'build'])
  } catch (error) {
    console.error(`\n✗ ${error.message}`)
    process.exit(1)
  }
  console.log(`next build: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const runDir = path.resolve('tests/.tmp', `e2e-${Date.now()}`)
fs.mkdirSync(runDir, { recursive: true })
// The seed below removes the pages and data an earlier run of this build cached from its own
// database (scripts/lib/pageCache.mjs).
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(runDir, 'e2e.db')}`,
  MEDIA_DIR: path.join(runDir, 'media'),
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
  // The demo owners' password (src/seed/content.ts), which the owner-portal tests log in with.
  SEED_OWNER_PASSWORD:
    process.env.SEED_OWNER_PASSWORD || `e2e-${randomBytes(12).toString('base64url')}`,
  E2E_PORT: process.env.E2E_PORT || '3100',
}

try {
  // A production seed: the migrations are applied through prodMigrations, as at a real start.
  run('node', ['scripts/seed.mjs'], env)
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], env)
} catch (error) {
  console.error(`\n✗ ${error.message}`)
  process.exitCode = 1
} finally {
  fs.rmSync(runDir, { recursive: true, force: true })
}
