#!/usr/bin/env node
// npm run seed [-- --reset] [-- --if-empty] [-- --properties N]
// Bundles src/seed/cli.ts with esbuild (packages stay external) and runs the bundle with plain
// node: loading the TypeScript config through a runtime loader (tsx, `payload run`) stalls or
// exits silently in a third of the runs here (docs/decisions/0007-seed-as-a-bundle.md).
// Flags travel to the script as environment variables.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'
import { build } from 'esbuild'

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

// Inside node_modules, so the bundle resolves the external packages from the project.
const bundle = path.resolve('node_modules/.cache/agency-seed/cli.mjs')
// Packages stay external (node loads them from node_modules), except lexical: its `node` entry
// points use top-level await around dynamic imports, and Node 20's loader then stalls in about
// half of the runs (decision 0007). Bundled, those imports never reach the loader.
const BUNDLED = /^(lexical|@lexical\/|@payloadcms\/richtext-lexical)/
// Our own modules through the tsconfig paths.
const ALIASES = /^(@\/|@collections\/|@globals\/|@blocks\/|@payload-config$)/
await build({
  entryPoints: ['src/seed/cli.ts'],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // Stylesheets of the admin components the lexical package pulls in: nothing to run.
  loader: { '.css': 'empty', '.scss': 'empty' },
  // CommonJS dependencies of lexical call require(); give the bundle one.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'externals',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: request }) => {
          if (BUNDLED.test(request) || ALIASES.test(request)) return undefined
          // `next` has no exports map: plain node needs the file name of its entry points.
          const external = /^next\/[\w/-]+$/.test(request) ? `${request}.js` : request
          return { path: external, external: true }
        })
      },
    },
  ],
})

// Node sometimes never finishes loading the packages of the bundle (lexical with sharp; exit
// code 13, "unsettled top-level await", before any of our code ran; decision 0007). The seed
// marks the moment its own code starts: only a run that never got there is tried again.
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 3
const marker = path.join(path.dirname(bundle), `started-${process.pid}`)
let status = 1
for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  fs.rmSync(marker, { force: true })
  const result = spawnSync(process.execPath, [bundle], {
    // stdin closed: a child that waits for input (a prompt) must fail, not hang.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, SEED_STARTED_MARKER: marker },
  })
  status = result.status ?? 1
  const started = fs.existsSync(marker)
  fs.rmSync(marker, { force: true })
  if (status !== UNSETTLED_TOP_LEVEL_AWAIT || started) break
  console.error(
    `seed: node did not finish loading its packages (attempt ${attempt} of ${ATTEMPTS})`,
  )
}
process.exit(status)
