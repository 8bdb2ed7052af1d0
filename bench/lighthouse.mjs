#!/usr/bin/env node
// npm run bench:lighthouse: what the public pages send and run in a phone's browser, measured
// beside a bare Next.js page of the same Next version (bench/bare, built here when missing or
// built by another Next) in the same run, so that a page is judged by its ratio to the bare page
// and not by one score on a machine whose load moves every score (docs/speed.md).
// For home, the for-sale list, a property, a project list and contact, per language, it prints
// the first-load JavaScript (every script file loaded before any interaction, gzip level 9;
// tests/helpers/firstLoadJs.mjs) and its excess over the bare page's, and Lighthouse mobile
// (simulated throttling): score, LCP, TBT, CLS, main-thread time and its ratio to the bare
// page's, DOM elements, client components and inline Flight data (tests/helpers/flight.mjs) —
// the median of --runs rounds, each round visiting every page once,
// the bare page first (interleaved: a burst of load hits every page alike). Then whether each
// page meets the goal (docs/speed.md). Not part of npm test.
//
//   npm run bench:lighthouse -- --url http://127.0.0.1:3000   a server that runs already
//   npm run bench:lighthouse                                    seeds a throw-away SQLite database
//                                                               and starts the build (npm run
//                                                               build first) on BENCH_PORT (3310)
//   options: --locales nl,fr (default nl,fr)  --runs 5  --json (one JSON line per page as well)
//            --against http://127.0.0.1:3400: the same pages of a second server (another build,
//            e.g. an earlier commit) in the same rounds, for a before/after
//            --attribute: instead, one Lighthouse run per page with devtools throttling (the
//            real trace), printing its long tasks and the scripts that ran longest
//
// The visit is a first one: no cookies (the cookie banner shows), an empty cache. The machine
// should be otherwise idle: Lighthouse's simulated TBT scales what the CPU really took.

import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import {
  FIRST_LOAD_BUDGET_BYTES,
  MOBILE_VIEWPORT,
  kb,
  measureFirstLoad,
} from '../tests/helpers/firstLoadJs.mjs'
import { clientComponents } from '../tests/helpers/flight.mjs'

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    locales: { type: 'string', default: 'nl,fr' },
    runs: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
    attribute: { type: 'boolean', default: false },
    against: { type: 'string' },
  },
})
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const runs = Math.max(1, Number(args.runs))
const locales = args.locales.split(',').map((locale) => locale.trim())

/** The list, project list and contact paths per language (src/i18n/pathnames.ts). */
const paths = {
  nl: { sale: '/nl/te-koop/', projects: '/nl/nieuwbouw/', contact: '/nl/contact/' },
  fr: { sale: '/fr/a-vendre/', projects: '/fr/projets-neufs/', contact: '/fr/contact/' },
  en: { sale: '/en/for-sale/', projects: '/en/new-builds/', contact: '/en/contact/' },
  de: { sale: '/de/zu-verkaufen/', projects: '/de/neubau/', contact: '/de/kontakt/' },
}

// ---------------------------------------------------------------------------------------------
// The server: the given one, or the build on a throw-away database.

let server
let dir
let base = args.url?.replace(/\/$/, '')
if (!base) {
  const port = Number(process.env.BENCH_PORT || 3310)
  base = `http://127.0.0.1:${port}`
  dir = path.resolve('tests/.tmp', `lighthouse-${Date.now()}`)
  fs.mkdirSync(dir, { recursive: true })
  fs.rmSync('.next/cache/fetch-cache', { recursive: true, force: true })
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: 'bench-only-secret',
    ADMIN_PASSWORD: 'bench-only-password',
    SERVER_URL: base,
  }
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('no build: run `npm run build` first')
  const seeded = spawnSync('node', ['scripts/seed.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  })
  if (seeded.status !== 0) throw new Error('seeding failed')
  server = spawn('node', ['server.mjs', '-p', String(port)], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let ready = false
  for (let attempt = 0; attempt < 120 && !ready; attempt++) {
    try {
      ready = (await fetch(`${base}/api/health`)).ok
    } catch {}
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  if (!ready) throw new Error('the server did not start')
}

// The bare page: built once per Next version, started beside the site.
const nextVersion = JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version
const bareDir = path.resolve('bench/bare')
const bareStamp = path.join(bareDir, '.next', 'bench-next-version')
if (!fs.existsSync(bareStamp) || fs.readFileSync(bareStamp, 'utf8') !== nextVersion) {
  console.log(`building the bare page with Next ${nextVersion} (bench/bare)`)
  // With webpack: Turbopack, run inside this repository, takes the site's src/proxy.ts and
  // src/instrumentation.ts for the bare page's own and fails on them. The client code both
  // bundlers give a page this small is the framework's runtime, which is what is compared.
  const next = path.resolve('node_modules/next/dist/bin/next')
  const built = spawnSync('node', [next, 'build', '--webpack'], {
    cwd: bareDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (built.status !== 0) throw new Error('the bare page did not build')
  fs.writeFileSync(bareStamp, nextVersion)
}
const barePort = Number(process.env.BENCH_BARE_PORT || 3311)
const bareBase = `http://127.0.0.1:${barePort}`
const bareServer = spawn(
  'node',
  [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(barePort)],
  {
    cwd: bareDir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: `next start` runs the server in a child ("next-server"), which
    // outlives a signal to the parent alone.
    detached: true,
  },
)
const stopBare = () => {
  try {
    process.kill(-bareServer.pid, 'SIGTERM')
  } catch {}
}
process.on('exit', stopBare)
await waitFor(`${bareBase}/`)

async function waitFor(url) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer`)
}

/** The first detail link of a list page (property or project cards). */
const firstDetail = async (base, listPath) => {
  const html = await (await fetch(base + listPath)).text()
  const escaped = listPath.replace(/[/]/g, '\\/')
  const match = html.match(new RegExp(`href="(${escaped}[^"/]+/[^"/]+/\\d+/)"`))
  if (!match) throw new Error(`no detail link on ${listPath}`)
  return match[1]
}

const BARE = 'bare Next page'
const pages = [{ name: BARE, url: `${bareBase}/` }]
const sites = [{ base, label: '' }]
if (args.against) sites.push({ base: args.against.replace(/\/$/, ''), label: ' — against' })
for (const locale of locales) {
  const p = paths[locale]
  if (!p) throw new Error(`unknown locale ${locale}`)
  for (const { base, label } of sites) {
    pages.push(
      { name: `home (${locale})${label}`, url: `${base}/${locale}/` },
      { name: `for-sale list (${locale})${label}`, url: base + p.sale },
      {
        name: `property detail (${locale})${label}`,
        url: base + (await firstDetail(base, p.sale)),
      },
      { name: `new-build list (${locale})${label}`, url: base + p.projects },
      { name: `contact (${locale})${label}`, url: base + p.contact },
    )
  }
}

// ---------------------------------------------------------------------------------------------
// Measurements.

/** The goal per page (docs/speed.md): what a mid-range phone on 4G should feel. */
const GOAL = {
  bareScore: 97,
  score: 95,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.01,
  mainThreadRatio: 1.6,
  jsAboveBareBytes: 15 * 1024,
}

const lighthouseRun = async (url, throttlingMethod = 'simulate') => {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    return result.lhr
  } finally {
    await chrome.kill()
  }
}

/** A run with figures: some end without a first paint on a loaded machine (NO_FCP). */
const hasFigures = (lhr) => lhr.audits['first-contentful-paint']?.numericValue !== undefined

/** One run of a page that has figures, tried at most three times. */
const measuredRun = async (page, throttlingMethod) => {
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseRun(page.url, throttlingMethod)
    if (hasFigures(lhr)) return lhr
    console.warn(`${page.url}: a run without a first paint (${lhr.runtimeError?.code})`)
    if (attempt === 3) return null
  }
}

const ms = (value) => Math.round(value)

/** --attribute: who makes the long tasks of each page, from a real (devtools) trace. */
const attribute = async () => {
  for (const page of pages) {
    const lhr = await measuredRun(page, 'devtools')
    if (!lhr) continue
    const items = (id) => lhr.audits[id]?.details?.items ?? []
    console.log(`\n## ${page.name} — ${page.url}`)
    console.log(
      `main thread ${ms(lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN)} ms, ` +
        `TBT ${ms(lhr.audits['total-blocking-time']?.numericValue ?? NaN)} ms`,
    )
    console.log('by kind of work:')
    for (const item of items('mainthread-work-breakdown'))
      console.log(`  ${String(ms(item.duration)).padStart(6)} ms  ${item.groupLabel ?? item.group}`)
    console.log('scripts (evaluation + parse):')
    for (const item of items('bootup-time').slice(0, 8))
      console.log(
        `  ${String(ms(item.scripting)).padStart(6)} + ${String(ms(item.scriptParseCompile)).padStart(4)} ms  ${item.url}`,
      )
    console.log('long tasks:')
    for (const item of items('long-tasks').slice(0, 10))
      console.log(
        `  ${String(ms(item.duration)).padStart(6)} ms at ${String(ms(item.startTime)).padStart(6)} ms  ${item.url}`,
      )
  }
}

const measure = async () => {
  // Warm-up: the first request of each page initialises Payload and fills the data cache; the
  // second gives the page as served, whose Flight data says what it hydrates.
  for (const page of pages) await (await fetch(page.url)).arrayBuffer()
  for (const page of pages) page.hydrates = clientComponents(await (await fetch(page.url)).text())

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true })
  for (const page of pages) {
    // A page whose network never goes quiet is said, and measured again in a fresh page once.
    for (let attempt = 1; !page.firstLoad; attempt++) {
      try {
        page.firstLoad = await measureFirstLoad(context, page.url)
      } catch (error) {
        console.warn(`${page.url}: first load not measured (${error.message.split('\n')[0]})`)
        if (attempt === 2) throw error
      }
    }
  }
  await browser.close()

  // Rounds interleaved: every page once per round, the bare page first.
  for (const page of pages) page.lhrs = []
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const lhr = await measuredRun(page, 'simulate')
      if (lhr) page.lhrs.push(lhr)
    }
    console.log(`round ${round} of ${runs} done`)
  }

  const rows = []
  for (const page of pages) {
    if (page.lhrs.length === 0) throw new Error(`no Lighthouse run of ${page.url} had figures`)
    const lhr = computeMedianRun(page.lhrs)
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    // The median of each figure over the rounds (the median run is chosen by FCP and TTI).
    const median = (id) => {
      const values = page.lhrs
        .map((run) => run.audits[id]?.numericValue ?? NaN)
        .sort((a, b) => a - b)
      return values[Math.floor(values.length / 2)]
    }
    page.mainThread = median('mainthread-work-breakdown')
    rows.push({
      page: page.name,
      url: page.url,
      jsBytes: page.firstLoad.gzip,
      heavy: page.firstLoad.heavy.join(',') || '-',
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: median('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      mainThread: page.mainThread,
      dom: audit('dom-size'),
      clientComponents: page.hydrates.instances,
      flightBytes: page.hydrates.flightBytes,
    })
  }
  const bare = rows[0]
  for (const row of rows) {
    row.ratio = row.mainThread / bare.mainThread
    row.jsAbove = row.jsBytes - bare.jsBytes
    row.meets =
      row === bare
        ? row.score >= GOAL.bareScore
        : row.score >= GOAL.score &&
          row.lcp <= GOAL.lcpMs &&
          row.tbt <= GOAL.tbtMs &&
          row.cls <= GOAL.cls &&
          row.ratio <= GOAL.mainThreadRatio &&
          row.jsAbove <= GOAL.jsAboveBareBytes
    if (args.json) console.log(JSON.stringify(row))
  }

  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile, simulated throttling, median of ${runs} ` +
      `interleaved rounds; first-load JS gzip (budget ${kb(FIRST_LOAD_BUDGET_BYTES)}); ` +
      `Next ${nextVersion}; site ${base}`,
  )
  console.log(
    '\n| page | JS gzip | JS above bare | client components | Flight data | Lighthouse | LCP | TBT | CLS | main thread | × bare | DOM | goal |' +
      '\n|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  )
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${kb(row.jsBytes)} | ${row === bare ? '' : kb(row.jsAbove)} | ` +
        `${row.clientComponents} | ${kb(row.flightBytes)} | ${row.score} | ` +
        `${(row.lcp / 1000).toFixed(2)} s | ${ms(row.tbt)} ms | ${row.cls.toFixed(3)} | ` +
        `${ms(row.mainThread)} ms | ${row.ratio.toFixed(2)} | ${ms(row.dom)} | ${row.meets ? 'yes' : 'no'} |`,
    )
  }
  const missed = rows.filter((row) => !row.meets).map((row) => row.page)
  console.log(
    missed.length ? `\nnot yet at the goal: ${missed.join(', ')}` : '\nevery page meets the goal',
  )
}

try {
  await (args.attribute ? attribute() : measure())
} finally {
  stopBare()
  server?.kill()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
}

function lighthouseVersion() {
  const manifest = new URL('../node_modules/lighthouse/package.json', import.meta.url)
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version
}
