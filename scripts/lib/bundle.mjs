// Runs a TypeScript entry that loads the Payload config the way that works here with plain node:
// bundled by esbuild with lexical inside, every other package external
// (docs/decisions/0007-seed-as-a-bundle.md). Used by the seed and by the generated-file scripts.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

// Packages stay external (node loads them from node_modules), except lexical: its `node` entry
// points use top-level await around dynamic imports, and Node 20's loader then stalls in about
// half of the runs (decision 0007). Bundled, those imports never reach the loader.
const BUNDLED = /^(lexical|@lexical\/|@payloadcms\/richtext-lexical)/
// Our own modules through the tsconfig paths.
const ALIASES = /^(@\/|@collections\/|@globals\/|@blocks\/|@payload-config$)/

/** Bundles `entry` into node_modules/.cache/agency-<name>/cli.mjs and returns its path. */
export async function bundleEntry(entry, name) {
  // Inside node_modules, so the bundle resolves the external packages from the project.
  const outfile = path.resolve(`node_modules/.cache/agency-${name}/cli.mjs`)
  await build({
    entryPoints: [entry],
    outfile,
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
          // Next's guard against client imports: these scripts run server code (the data layer's
          // writes, reached by the CRM connections' sync endpoint), as the tests do (vitest.config.ts).
          pluginBuild.onResolve({ filter: /^server-only$/ }, () => ({
            path: 'server-only',
            namespace: 'empty',
          }))
          pluginBuild.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }))
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
  return outfile
}

// Node sometimes never finishes loading the packages of the bundle (exit code 13, "unsettled
// top-level await", before any of our code ran; decision 0007). The entry writes the file named
// by BUNDLE_STARTED_MARKER as its first act: only a run that never got there is tried again.
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 3

/** Runs a bundle with node (stdin closed, output inherited); returns its exit status. */
export function runBundle(bundle, { env = process.env, label = 'script' } = {}) {
  const marker = path.join(path.dirname(bundle), `started-${process.pid}`)
  let status = 1
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    fs.rmSync(marker, { force: true })
    const result = spawnSync(process.execPath, [bundle], {
      // stdin closed: a child that waits for input (a prompt) must fail, not hang.
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, BUNDLE_STARTED_MARKER: marker },
    })
    status = result.status ?? 1
    const started = fs.existsSync(marker)
    fs.rmSync(marker, { force: true })
    if (status !== UNSETTLED_TOP_LEVEL_AWAIT || started) break
    console.error(
      `${label}: node did not finish loading its packages (attempt ${attempt} of ${ATTEMPTS})`,
    )
  }
  return status
}
