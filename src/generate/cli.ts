// Entry of `npm run generate:types` / `generate:importmap` and of the lint's freshness check
// (scripts/generate.mjs bundles and runs it; GENERATE names what to write: types, importmap or
// both). Does what `payload generate:*` does, without the CLI's runtime loader, which stopped
// silently here (docs/decisions/0007-seed-as-a-bundle.md). Needs no database.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'

import configPromise from '../../payload.config'

// Our code runs: the packages loaded (scripts/lib/bundle.mjs retries only runs that never got here).
if (process.env.BUNDLE_STARTED_MARKER) writeFileSync(process.env.BUNDLE_STARTED_MARKER, '')

const what = process.env.GENERATE ?? 'both'
const loaded = await configPromise
// The config finds its folder through import.meta.url, which names the bundle here: the project
// root is the working directory (npm runs scripts there).
const root = process.cwd()
const config = {
  ...loaded,
  admin: { ...loaded.admin, importMap: { ...loaded.admin.importMap, baseDir: root } },
  typescript: { ...loaded.typescript, outputFile: path.join(root, 'src/payload-types.ts') },
}

if (what === 'types' || what === 'both') await generateTypes(config, { log: false })
if (what === 'importmap' || what === 'both')
  await generateImportMap(config, { force: true, log: false })
// Payload's modules keep timers alive (the jobs' cron is not started, but sharp and the
// database pool may be): the work is done.
process.exit(0)
