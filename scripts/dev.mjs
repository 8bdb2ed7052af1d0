#!/usr/bin/env node
// npm run dev: seed an empty database (applying the migrations), then start Next's dev server.
import { spawn, spawnSync } from 'node:child_process'

const seeded = spawnSync('node', ['scripts/seed.mjs', '--if-empty'], {
  stdio: ['ignore', 'inherit', 'inherit'],
})
if (seeded.status !== 0) process.exit(seeded.status ?? 1)

const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' })
const stop = (signal) => next.kill(signal)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
next.on('exit', (code) => process.exit(code ?? 0))
