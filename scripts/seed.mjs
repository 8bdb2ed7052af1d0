#!/usr/bin/env node
// npm run seed [-- --reset] [-- --if-empty] [-- --properties N]
// Bundles src/seed/cli.ts with esbuild (packages stay external) and runs the bundle with plain
// node: loading the TypeScript config through a runtime loader (tsx, `payload run`) stalls or
// exits silently in a third of the runs here (docs/decisions/0007-seed-as-a-bundle.md).
// Flags travel to the script as environment variables.
import nextEnv from '@next/env'

import { bundleEntry, runBundle } from './lib/bundle.mjs'
import { clearPageCache } from './lib/pageCache.mjs'

const usage = 'Usage: npm run seed [-- --reset] [-- --if-empty] [-- --properties N]'
const flags = { '--reset': 'SEED_RESET', '--if-empty': 'SEED_IF_EMPTY' }
// .env and .env.local, as `next dev` / `next start` read them.
nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production')
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

const bundle = await bundleEntry('src/seed/cli.ts', 'seed')
const status = runBundle(bundle, { env, label: 'seed' })
// Pages a production build cached from the content before this seed (scripts/lib/pageCache.mjs).
if (status === 0) clearPageCache()
process.exit(status)
