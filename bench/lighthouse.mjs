#!/usr/bin/env node
// npm run bench:lighthouse: what the public pages send and run in a phone's browser. For home,
// the for-sale list, a property, a project and contact it prints the first-load JavaScript
// (every script file loaded before any interaction, gzip level 9; tests/helpers/firstLoadJs.mjs)
// and Lighthouse mobile (simulated throttling, the median of --runs runs): score, LCP, TBT, CLS.
// Not part of npm test.
//
//   npm run bench:lighthouse -- --url http://127.0.0.1:3000   a server that runs already
//   npm run bench:lighthouse                                    seeds a throw-away SQLite database
//                                                               and starts the build (npm run
//                                                               build first) on BENCH_PORT (3310)
//   options: --locales nl,fr (default nl)  --runs 3  --json (one JSON line per page as well)
//
// The visit is a first one: no cookies (the cookie banner shows), an empty cache. The machine
// must be otherwise idle: Lighthouse's simulated TBT scales what the CPU really took.
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

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    locales: { type: 'string', default: 'nl' },
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
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

/** The first detail link of a list page (property or project cards). */
const firstDetail = async (listPath) => {
  const html = await (await fetch(base + listPath)).text()
  const escaped = listPath.replace(/[/]/g, '\\/')
  const match = html.match(new RegExp(`href="(${escaped}[^"/]+/[^"/]+/\\d+/)"`))
  if (!match) throw new Error(`no detail link on ${listPath}`)
  return match[1]
}

const pages = []
for (const locale of locales) {
  const p = paths[locale]
  if (!p) throw new Error(`unknown locale ${locale}`)
  pages.push(
    { name: `home (${locale})`, path: `/${locale}/` },
    { name: `for-sale list (${locale})`, path: p.sale },
    { name: `property detail (${locale})`, path: await firstDetail(p.sale) },
    { name: `project (${locale})`, path: await firstDetail(p.projects) },
    { name: `contact (${locale})`, path: p.contact },
  )
}

// ---------------------------------------------------------------------------------------------
// Measurements.

const lighthouseRun = async (url) => {
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
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    return result.lhr
  } finally {
    await chrome.kill()
  }
}

const rows = []
try {
  // Warm-up: the first request of each page initialises Payload and fills the data cache.
  for (const page of pages) await (await fetch(base + page.path)).arrayBuffer()

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true })
  for (const page of pages) {
    page.firstLoad = await measureFirstLoad(context, base + page.path)
  }
  await browser.close()

  for (const page of pages) {
    const lhrs = []
    for (let i = 0, failures = 0; i < runs; i++) {
      const lhr = await lighthouseRun(base + page.path)
      // A run now and then ends without a first paint (NO_FCP / NO_NAVSTART on a loaded
      // machine): it has no figures to take a median of. It is said and run again, at most
      // twice per page; the median is then of the runs that have figures.
      if (lhr.audits['first-contentful-paint']?.numericValue === undefined) {
        console.warn(`${page.path}: a run without a first paint (${lhr.runtimeError?.code})`)
        if (++failures <= 2) i--
        continue
      }
      lhrs.push(lhr)
    }
    if (lhrs.length === 0) throw new Error(`no Lighthouse run of ${page.path} had figures`)
    const lhr = computeMedianRun(lhrs)
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    const row = {
      page: page.name,
      path: page.path,
      'JS gzip': kb(page.firstLoad.gzip),
      scripts: page.firstLoad.scripts.length,
      heavy: page.firstLoad.heavy.join(',') || '-',
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      'LCP s': Number((audit('largest-contentful-paint') / 1000).toFixed(2)),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
    }
    rows.push(row)
    if (args.json) console.log(JSON.stringify({ ...row, jsBytes: page.firstLoad.gzip }))
  }

  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile, simulated throttling, median of ${runs}; ` +
      `first-load JS gzip (budget ${kb(FIRST_LOAD_BUDGET_BYTES)}) — ${base}`,
  )
  console.table(rows.map(({ path: _path, ...row }) => row))
  console.log('\n| page | JS gzip | Lighthouse | LCP | TBT | CLS |\n|---|---|---|---|---|---|')
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row['JS gzip']} | ${row.score} | ${row['LCP s']} s | ${row['TBT ms']} ms | ${row.CLS} |`,
    )
  }
} finally {
  server?.kill()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
}

function lighthouseVersion() {
  const manifest = new URL('../node_modules/lighthouse/package.json', import.meta.url)
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version
}
