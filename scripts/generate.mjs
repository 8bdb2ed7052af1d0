#!/usr/bin/env node
// npm run generate:types | generate:importmap — writes src/payload-types.ts and/or the admin's
// import map from the Payload config. Bundled and run with plain node like the seed
// (docs/decisions/0007-seed-as-a-bundle.md); `payload generate:*` stopped silently here.
import { bundleEntry, runBundle } from './lib/bundle.mjs'

const what = process.argv[2] ?? 'both'
if (!['types', 'importmap', 'both'].includes(what)) {
  console.error('Usage: node scripts/generate.mjs [types|importmap|both]')
  process.exit(1)
}
const bundle = await bundleEntry('src/generate/cli.ts', 'generate')
process.exit(runBundle(bundle, { env: { ...process.env, GENERATE: what }, label: 'generate' }))
