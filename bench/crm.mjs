#!/usr/bin/env node
// npm run bench:crm [-- --sqlite | --postgres]: the CRM import (issue 27, docs/crm-import.md
// "Figures") on a throw-away SQLite file, then on a throw-away PostgreSQL cluster
// (scripts/with-postgres.sh), each against a Whise double of its own process
// (bench/crmDouble.ts) serving CRM_BENCH_LISTINGS (1000) listings with CRM_BENCH_PHOTOS (10)
// photos of CRM_BENCH_PHOTO_SIZE (1200x800): the first full import (time, peak RSS of the
// importing process, what the time goes to), a delta run after 10 price changes (with the time
// until the changed listings' cache tags were posted to the revalidation route), a full run with
// nothing changed (0 writes and 0 photos expected: the bench fails otherwise), and 100 SweepBright
// webhooks in a burst through the endpoint's handler (bench/crmEntry.ts). Prints a table per
// database and writes the figures to tests/.tmp/bench-crm-<time>.json. Not part of npm test.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import { bundleEntry } from '../scripts/lib/bundle.mjs'

const only = ['--sqlite', '--postgres'].filter((flag) => process.argv.includes(flag))
const databases = only.length ? only.map((flag) => flag.slice(2)) : ['sqlite', 'postgres']
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const settings = {
  CRM_BENCH_LISTINGS: process.env.CRM_BENCH_LISTINGS || '1000',
  CRM_BENCH_PHOTOS: process.env.CRM_BENCH_PHOTOS || '10',
  CRM_BENCH_PHOTO_SIZE: process.env.CRM_BENCH_PHOTO_SIZE || '1200x800',
}

const entry = await bundleEntry('bench/crmEntry.ts', 'bench-crm')
const doubleBundle = await bundleEntry('bench/crmDouble.ts', 'bench-crm-double')

/** Starts the Whise double; resolves with its process and address once it listens. */
const startDouble = () =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [doubleBundle], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...settings },
    })
    child.once('exit', (code) => reject(new Error(`the CRM double stopped (${code})`)))
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const ready = /^READY (\S+)/.exec(line)
      if (ready) resolve({ child, url: ready[1] })
    })
  })

// Node sometimes never finishes loading the bundle's packages (exit 13 before the entry's first
// act; docs/decisions/0007-seed-as-a-bundle.md): such a run is tried again, as runBundle does.
const runEntry = (database, env) => {
  const marker = path.join(path.dirname(entry), `started-${process.pid}`)
  const command =
    database === 'postgres'
      ? ['bash', ['scripts/with-postgres.sh', process.execPath, entry]]
      : [process.execPath, [entry]]
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(marker, { force: true })
    const result = spawnSync(command[0], command[1], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, BUNDLE_STARTED_MARKER: marker },
    })
    const started = fs.existsSync(marker)
    fs.rmSync(marker, { force: true })
    if (result.status !== 13 || started || attempt === 3) return result.status ?? 1
    console.error(`bench:crm: node did not finish loading its packages (attempt ${attempt} of 3)`)
  }
}

const seconds = (ms) => (ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`)

const table = (database, f) => {
  const rows = [
    ['listings × photos', `${f.listings} × ${f.photosPerListing} (${f.photoSize} JPEG)`],
    ['dry run (full)', `${seconds(f.dryRun.ms)}, ${f.dryRun.counts.created} to create`],
    ['1. first import: wall time', seconds(f.firstImport.ms)],
    ['   peak RSS (importing process)', `${f.firstImport.peakRssMb} MB`],
    [
      '   listings created / properties',
      `${f.firstImport.listingsCreated} / ${f.firstImport.properties}`,
    ],
    ['   photos fetched / media', `${f.firstImport.photosFetched} / ${f.firstImport.media}`],
    [
      '   ms per listing / per photo',
      `${f.firstImport.msPerListing} / ${f.firstImport.msPerPhoto ?? '—'}`,
    ],
    [
      '   media create (resize + insert)',
      `${f.firstImport.mediaCreateMsPerPhoto ?? '—'} ms per photo, ${Math.round(f.firstImport.mediaCreateShare * 100)} % of the run`,
    ],
    [
      '   photo download (to headers)',
      `${f.firstImport.photoFetchMsPerPhoto ?? '—'} ms per photo, ${Math.round(f.firstImport.photoFetchShare * 100)} % of the run`,
    ],
    [
      '   the rest, per listing',
      `${f.firstImport.otherMsPerListing} ms (property, sync state, hooks)`,
    ],
    [
      '   CPU: importer / CRM double',
      `${seconds(f.firstImport.cpuMs)} / ${seconds(f.firstImport.crmCpuMs)}`,
    ],
    ['   machine load (1-min average)', String(f.firstImport.loadAverage)],
    ['   status', `${f.firstImport.status}: ${f.firstImport.message}`],
    ['2. delta run (10 prices): run', seconds(f.deltaRun.ms)],
    [
      '   run start → last tag expiry posted',
      `${seconds(f.deltaRun.untilLastExpiryMs)} (${f.deltaRun.tagsExpired}/${f.deltaRun.tagsWanted} property tags)`,
    ],
    [
      '   writes / photos fetched',
      `${f.deltaRun.writes} (properties touched ${f.deltaRun.touched.properties}) / ${f.deltaRun.photosFetched}`,
    ],
    [
      '   prices changed on the site',
      `${f.deltaRun.pricesChangedOnSite} of ${f.deltaRun.changedInCrm}`,
    ],
    ['3. nothing changed (full run): run', seconds(f.unchanged.ms)],
    [
      '   writes / photos fetched',
      `${f.unchanged.writes} (rows touched: properties ${f.unchanged.touched.properties}, crm-listings ${f.unchanged.touched.crmListings}, media ${f.unchanged.touched.media}) / ${f.unchanged.photosFetched}`,
    ],
    [
      `4. ${f.webhooks.calls} webhooks (${f.webhooks.listings} listings)`,
      `max ${f.webhooks.maxMs} ms, p95 ${f.webhooks.p95Ms} ms, p50 ${f.webhooks.p50Ms} ms; statuses ${f.webhooks.statuses.join(',')}`,
    ],
    [
      '   fetches per listing (min–max)',
      `${f.webhooks.fetchesPerListingMin}–${f.webhooks.fetchesPerListingMax}, ${f.webhooks.listingsFetched} listings fetched, ${f.webhooks.runs} run(s), ${f.webhooks.created} created`,
    ],
    [
      '   burst → imported',
      `${seconds(f.webhooks.untilImportedMs)}${f.webhooks.settled ? '' : ' (did not settle)'}`,
    ],
    ['peak RSS (whole bench process)', `${f.peakRssMb} MB`],
  ]
  const width = Math.max(...rows.map(([name]) => name.length))
  console.log(`\n== bench:crm on ${database} ==`)
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`)
}

const results = {}
let failed = false
for (const database of databases) {
  const dir = path.resolve('tests/.tmp', `bench-crm-${stamp}-${database}`)
  fs.mkdirSync(dir, { recursive: true })
  const out = path.join(dir, 'figures.json')
  const { child, url } = await startDouble()
  const started = Date.now()
  try {
    const status = runEntry(database, {
      ...process.env,
      ...settings,
      NODE_ENV: 'production',
      DATABASE_URL: database === 'sqlite' ? `file:${path.join(dir, 'bench.db')}` : '',
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'bench-only-secret',
      FORMS_MAIL_AUTORUN: 'off',
      CRM_ALLOW_PRIVATE_HOSTS: '1',
      CRM_BENCH_DOUBLE_URL: url,
      CRM_BENCH_DOUBLE_PID: String(child.pid),
      CRM_BENCH_OUT: out,
    })
    if (status !== 0 || !fs.existsSync(out)) {
      console.error(`bench:crm on ${database} failed (exit ${status})`)
      failed = true
      continue
    }
    const figures = JSON.parse(fs.readFileSync(out, 'utf8'))
    figures.benchSeconds = Math.round((Date.now() - started) / 1000)
    results[database] = figures
    table(database, figures)
    console.log(`(${figures.benchSeconds} s for this database)`)
    if (figures.unchanged.writes !== 0 || figures.unchanged.photosFetched !== 0) {
      console.error(
        `bench:crm on ${database}: the run with nothing changed wrote ${figures.unchanged.writes} and fetched ${figures.unchanged.photosFetched} photos (0 and 0 expected)`,
      )
      failed = true
    }
  } finally {
    child.removeAllListeners('exit')
    child.kill()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const file = path.resolve('tests/.tmp', `bench-crm-${stamp}.json`)
fs.writeFileSync(
  file,
  JSON.stringify(
    { settings, machineCores: (await import('node:os')).cpus().length, results },
    null,
    2,
  ),
)
console.log(`\nFigures: ${path.relative(process.cwd(), file)}`)
process.exit(failed ? 1 : 0)
