// The JavaScript a public page loads before the visitor does anything: every script file the
// browser fetches until the network is quiet after `load` (Next's chunks, and whatever a
// component imports on mount), each counted gzipped at level 9 as a server would send it.
// Used by the budget test (tests/e2e/performance-budget.spec.ts) and by bench/lighthouse.mjs.
import { gzipSync } from 'node:zlib'

/** A phone, as Lighthouse's mobile run sees the page (Moto G Power). */
export const MOBILE_VIEWPORT = { width: 412, height: 823 }

/** First-load JavaScript budget of every public page but the map view (issue 13). */
export const FIRST_LOAD_BUDGET_BYTES = 180 * 1024

/**
 * Code that must never be in a first load, recognised by a text of the library itself (not of
 * our loaders, which name neither): MapLibre, ALTCHA's widget, the photo lightbox.
 * Each marker is checked to be found once the visitor asks for the part (the budget test).
 */
export const HEAVY_PARTS = {
  maplibre: /maplibregl-canvas/,
  captcha: /altcha-widget[^]{0,400}customElements|customElements\.define\(\s*["']altcha-widget/,
  // The lightbox's CSS module map (`lightbox:"…_lightbox"`: class names are hashed in a build).
  lightbox: /\blightbox:"[\w-]*lightbox"/,
}

/**
 * @typedef {{ url: string, bytes: number, gzip: number, body: string }} Script
 * @typedef {{ scripts: Script[], gzip: number, bytes: number, heavy: string[] }} FirstLoad
 */

/** How long the network must stay without a request in flight to count as quiet. */
const QUIET_MS = 700
/** The longest a page may take to become quiet. */
const QUIET_LIMIT_MS = 20_000

/**
 * Starts collecting the page's script responses. Call before `page.goto`; `done()` waits for
 * the network to be quiet and returns the scripts collected so far.
 *
 * Quiet is counted here, not with `waitForLoadState('networkidle')`: that resolves at once once
 * the page has been idle a first time, so a chunk a component imports after a slow hydration
 * (the list's map: its loader, then MapLibre) could arrive after the count on a busy machine.
 * @param {import('@playwright/test').Page} page
 */
export function collectScripts(page) {
  /** @type {Promise<Script | null>[]} */
  const pending = []
  let inFlight = 0
  let lastActivity = Date.now()
  const started = () => {
    inFlight += 1
    lastActivity = Date.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = Date.now()
  }
  /** @param {import('@playwright/test').Response} response */
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response
        .body()
        .then((buffer) => ({
          url: response.url(),
          bytes: buffer.length,
          gzip: gzipSync(buffer, { level: 9 }).length,
          body: buffer.toString('utf8'),
        }))
        .catch(() => null),
    )
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  page.on('response', onResponse)
  return {
    /**
     * Everything loaded once the network has been quiet for QUIET_MS (after `ready`, when
     * given: a selector the page shows once the part under test has arrived).
     * @param {string} [ready]
     * @returns {Promise<FirstLoad>}
     */
    async done(ready) {
      await page.waitForLoadState('load')
      if (ready) await page.locator(ready).first().waitFor({ state: 'attached' })
      const deadline = Date.now() + QUIET_LIMIT_MS
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
        await page.waitForTimeout(100)
      }
      const scripts = /** @type {Script[]} */ ((await Promise.all(pending)).filter(Boolean))
      const unique = [...new Map(scripts.map((script) => [script.url, script])).values()]
      return summarise(unique)
    },
    stop() {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
      page.off('response', onResponse)
    },
  }
}

/** @param {Script[]} scripts @returns {FirstLoad} */
export function summarise(scripts) {
  return {
    scripts,
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    heavy: Object.entries(HEAVY_PARTS)
      .filter(([, marker]) => scripts.some((script) => marker.test(script.body)))
      .map(([name]) => name),
  }
}

/**
 * Opens `url` in a fresh page and measures its first load.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {{ ready?: string }} [options] `ready`: a selector to wait for before the quiet
 * @returns {Promise<FirstLoad>}
 */
export async function measureFirstLoad(context, url, options = {}) {
  const page = await context.newPage()
  try {
    const collector = collectScripts(page)
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    const result = await collector.done(options.ready)
    collector.stop()
    return result
  } finally {
    await page.close()
  }
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
