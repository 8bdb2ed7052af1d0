#!/usr/bin/env node
// npm run seed [-- --reset] [-- --if-empty]
// Runs src/seed/cli.ts through `payload run`: plain tsx sometimes never finishes loading the
// Payload config here (docs/decisions/0003-scripts-through-payload-run.md).
import { spawnSync } from 'node:child_process'

const known = { '--reset': 'SEED_RESET', '--if-empty': 'SEED_IF_EMPTY' }
const env = { ...process.env }
for (const arg of process.argv.slice(2)) {
  if (!(arg in known)) {
    console.error(`Unknown option ${arg}. Usage: npm run seed [-- --reset] [-- --if-empty]`)
    process.exit(1)
  }
  env[known[arg]] = '1'
}

const result = spawnSync('npx', ['payload', 'run', 'src/seed/cli.ts'], {
  // stdin closed: a child that waits for input (a prompt) must fail, not hang.
  stdio: ['ignore', 'inherit', 'inherit'],
  env,
})
process.exit(result.status ?? 1)
