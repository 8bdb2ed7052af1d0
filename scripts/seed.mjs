#!/usr/bin/env node
// npm run seed [-- --reset] [-- --if-empty] [-- --properties N]
// Runs src/seed/cli.ts through `payload run`: plain tsx sometimes never finishes loading the
// Payload config here (docs/decisions/0003-scripts-through-payload-run.md). `payload run` drops
// flags, so they travel as environment variables.
import { spawnSync } from 'node:child_process'

const usage = 'Usage: npm run seed [-- --reset] [-- --if-empty] [-- --properties N]'
const flags = { '--reset': 'SEED_RESET', '--if-empty': 'SEED_IF_EMPTY' }
const env = { ...process.env }
const args = process.argv.slice(2)
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (arg in flags) {
    env[flags[arg]] = '1'
    continue
  }
  // --properties N or --properties=N: N benchmark properties after the demo agency.
  const match = /^--properties(?:=(.*))?$/.exec(arg)
  if (match) {
    const value = match[1] ?? args[++i]
    if (!/^\d+$/.test(value ?? '') || Number(value) < 1) {
      console.error(`--properties needs a positive whole number. ${usage}`)
      process.exit(1)
    }
    env.SEED_PROPERTIES = value
    continue
  }
  console.error(`Unknown option ${arg}. ${usage}`)
  process.exit(1)
}

const result = spawnSync('npx', ['payload', 'run', 'src/seed/cli.ts'], {
  // stdin closed: a child that waits for input (a prompt) must fail, not hang.
  stdio: ['ignore', 'inherit', 'inherit'],
  env,
})
process.exit(result.status ?? 1)
