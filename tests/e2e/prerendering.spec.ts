// Public pages that are the same for every visitor are served from the page cache (issue 13,
// decision 0020): the build must agree with src/lib/rendering.ts, which the proxy follows to give
// a page its nonce policy or leave it the hashed policy stored with the cached page. A page that
// becomes dynamic (or a form page that becomes static) fails here, named.
import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { prerenderedPages } from '../../src/lib/rendering'

type Manifest = { dynamicRoutes: Record<string, unknown>; routes: Record<string, unknown> }

const manifest = JSON.parse(fs.readFileSync('.next/prerender-manifest.json', 'utf8')) as Manifest

/** The build's route of an internal page path (`/news/[slug]` → `/[locale]/news/[slug]`). */
const route = (page: string) => `/[locale]${page === '/' ? '' : page}`

test('the build prerenders exactly the pages the proxy serves from the page cache', () => {
  const prerendered = Object.keys(manifest.dynamicRoutes)
    .filter((path) => path.startsWith('/[locale]') && !path.includes('@languages'))
    .sort()
  expect(prerendered).toEqual(prerenderedPages.map(route).sort())
})

test('a prerendered page is answered from the cache, a form page is rendered per visit', async ({
  request,
}) => {
  const property = await request.get('/nl/te-koop/')
  const href = /<a href="(\/nl\/te-koop\/[^"]+\/\d+\/)"/.exec(await property.text())?.[1]
  expect(href, 'a property link on the list').toBeTruthy()
  for (const path of ['/nl/', '/fr/a-vendre/', href!, '/de/neuigkeiten/', '/en/disclaimer/']) {
    const first = await request.get(path)
    expect(first.status(), path).toBe(200)
    const second = await request.get(path)
    expect(second.headers()['x-nextjs-cache'], path).toBe('HIT')
    expect(await second.text(), path).toBe(await first.text())
    // The third is sent again by the server's cache of whole answers, in front of Next
    // (decision 0030). Not the second: the first may have set the language cookie, which is
    // part of that cache's key (next-intl's answer depends on it).
    const third = await request.get(path)
    expect(third.headers()['age'], path).toMatch(/^\d+$/)
    expect(await third.text(), path).toBe(await first.text())
    // All of it in place: no part streamed into a hidden element that only a script reveals
    // (a Suspense boundary that was still waiting), which a visitor without JavaScript never sees.
    expect(await first.text(), path).not.toContain('<div hidden id="S:')
  }
  // A filter set is one cached page, whatever the order of its parameters or what else the
  // URL carries; another filter set is another page.
  const houses = await request.get('/nl/te-koop/?type=house&type=apartment&sort=price-asc')
  expect(houses.status()).toBe(200)
  const same = await request.get(
    '/nl/te-koop/?sort=price-asc&type=apartment&type=house&utm_source=x',
  )
  expect(same.headers()['x-nextjs-cache']).toBe('HIT')
  const rent = await request.get('/nl/te-huur/?minBedrooms=3')
  expect(rent.status()).toBe(200)
  expect(rent.headers()['x-nextjs-cache']).not.toBe('HIT')
  // Two visits of the contact page carry two different timing tokens (a form page).
  const token = async () =>
    /name="startedAt" value="([^"]+)"/.exec(await (await request.get('/nl/contact/')).text())?.[1]
  const [a, b] = [await token(), await token()]
  expect(a).toBeTruthy()
  expect(a).not.toBe(b)
})

test('a returning visitor with JavaScript never sees the first-visit cookie banner of a cached page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: baseURL! }])
  const page = await context.newPage()
  // Before the page's scripts take over: none of Next's script files is delivered.
  await page.route('**/_next/static/**/*.js', (route) => route.abort())
  await page.goto('/nl/')
  await expect(page.locator('.cookie-consent')).toHaveCount(1)
  await expect(page.locator('.cookie-consent')).toBeHidden()
  // A first visit (no cookie) sees it.
  await context.clearCookies()
  await page.goto('/nl/over-ons/')
  await expect(page.locator('.cookie-consent')).toBeVisible()
  await context.close()
})
