#!/usr/bin/env node
// npm run dev: seed an empty database (applying the migrations), then start Next's dev server
// (allowing CRMs on loopback addresses, for the demo CRM).
import { spawn, spawnSync } from 'node:child_process'

const seeded = spawnSync('node', ['scripts/seed.mjs', '--if-empty'], {
  stdio: ['ignore', 'inherit', 'inherit'],
})
if (seeded.status !== 0) process.exit(seeded.status ?? 1)

// The dev server may call CRMs on loopback and private addresses: the demo CRM of
// `npm run crm:demo` listens on 127.0.0.1 (docs/crm-import.md, "Private addresses"). Only here:
// `npm start` and every other server keep the guard unless CRM_ALLOW_PRIVATE_HOSTS=1 is set.
const env = { ...process.env, CRM_ALLOW_PRIVATE_HOSTS: process.env.CRM_ALLOW_PRIVATE_HOSTS ?? '1' }
const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env })
const stop = (signal) => next.kill(signal)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
next.on('exit', (code) => process.exit(code ?? 0))
