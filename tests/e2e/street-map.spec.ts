// The street map the agency chooses in the site settings (issue 14): the detail and list maps
// request the configured style or tiles and draw them, with the licence's credit; without a
// choice they draw the offline outline and talk to no other host; the pages' Content-Security-
// Policy names the tile host only while one is set. No internet here: the style and the tiles
// are stand-ins served by this test (page.route), so the browser still applies the page's policy
// to every request (a host the policy refuses never reaches the route).
import { randomBytes } from 'node:crypto'

import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import sharp from 'sharp'

const LIBERTY = 'https://tiles.openfreemap.org/styles/liberty'
const OSM_TILES = 'https://tile.openstreetmap.org/'
/** The stand-in tiles' colour: a magenta no real map and no outline style uses. */
const TILE_RGB = { r: 214, g: 40, b: 170 }

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  return ((await login.json()) as { token: string }).token
}

const setMap = async (request: APIRequestContext, map: Record<string, string | null>) => {
  const saved = await request.post('/api/globals/site-settings', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { map: { customUrl: null, customAttribution: null, ...map } },
  })
  expect(saved.status()).toBe(200)
}

const directive = (policy: string | undefined, name: string) =>
  (policy ?? '').split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

let tilePng: Buffer

/** Serves the stand-in style and tiles; refuses every other outside host. Returns what was asked. */
const standInTiles = async (context: BrowserContext) => {
  const requested: string[] = []
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      requested.push(route.request().url())
      return route.abort()
    },
  )
  await context.route(LIBERTY, (route) => {
    requested.push(route.request().url())
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        version: 8,
        sources: {
          openmaptiles: {
            type: 'raster',
            tiles: ['https://tiles.openfreemap.org/stand-in/{z}/{x}/{y}.png'],
            tileSize: 256,
            attribution: 'Stand-in OpenFreeMap © OpenStreetMap',
          },
        },
        layers: [{ id: 'streets', type: 'raster', source: 'openmaptiles' }],
      }),
    })
  })
  for (const tiles of ['https://tiles.openfreemap.org/stand-in/**', `${OSM_TILES}**`])
    await context.route(tiles, (route) => {
      requested.push(route.request().url())
      return route.fulfill({ contentType: 'image/png', body: tilePng })
    })
  return requested
}

/** The share of the map's pixels in the stand-in tiles' colour. */
const tileShare = async (page: Page, selector: string) => {
  const shot = await page.locator(selector).screenshot()
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true })
  let matching = 0
  for (let index = 0; index < data.length; index += info.channels) {
    const close =
      Math.abs(data[index] - TILE_RGB.r) < 12 &&
      Math.abs(data[index + 1] - TILE_RGB.g) < 12 &&
      Math.abs(data[index + 2] - TILE_RGB.b) < 12
    if (close) matching++
  }
  return matching / (info.width * info.height)
}

const createProperty = async (request: APIRequestContext, data: Record<string, unknown>) => {
  const created = await request.post('/api/properties?locale=nl', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: {
      goal: 'sale',
      price: 412000,
      zip: '9000',
      city: 'Gent',
      title: `Herenhuis aan de Kouter ${randomBytes(3).toString('hex')}`,
      _status: 'published',
      ...data,
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

const openProperty = async (page: Page, id: number) => {
  const response = await page.goto(`/nl/te-koop/gent/pand/${id}/`, { waitUntil: 'commit' })
  await page.waitForURL(new RegExp(`/nl/te-koop/gent/[^/]+/${id}/$`))
  return response
}

test.beforeAll(async () => {
  tilePng = await sharp({
    create: { width: 256, height: 256, channels: 3, background: TILE_RGB },
  })
    .png()
    .toBuffer()
})

test.afterAll(async ({ request }) => {
  await setMap(request, { tileStyle: 'none' })
})

test.describe('street map', () => {
  test('a detail page draws the configured OpenFreeMap style around the property, credited, and its policy allows that host', async ({
    page,
    context,
    request,
  }) => {
    const id = await createProperty(request, {
      street: 'Kouter',
      houseNumber: '9',
      publishAddress: true,
      latitude: 51.0505,
      longitude: 3.7233,
    })
    await setMap(request, { tileStyle: 'openfreemap-liberty' })
    const requested = await standInTiles(context)

    await openProperty(page, id)
    const policy = (await page.request.get(page.url())).headers()['content-security-policy']
    expect(directive(policy, 'connect-src')).toContain('https://tiles.openfreemap.org')
    expect(directive(policy, 'img-src')).toContain('https://tiles.openfreemap.org')

    const map = page.locator('[data-location-map]')
    await expect(map).toHaveAttribute('data-map-tiles', 'style')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible()
    await expect(map.locator('.maplibregl-marker')).toBeVisible()
    await expect.poll(() => requested.includes(LIBERTY)).toBe(true)
    // Street level: 256 px tiles of zoom 16 (MapLibre's zoom 15, which counts 512 px tiles).
    await expect
      .poll(() => requested.filter((url) => /\/stand-in\/16\/\d+\/\d+\.png$/.test(url)).length)
      .toBeGreaterThan(0)
    await expect(map.locator('.maplibregl-ctrl-attrib')).toContainText(
      'Stand-in OpenFreeMap © OpenStreetMap',
    )
    await expect.poll(() => tileShare(page, '[data-location-map]')).toBeGreaterThan(0.5)
    // Nothing else left the site.
    expect(requested.filter((url) => !url.startsWith('https://tiles.openfreemap.org/'))).toEqual([])
  })

  test('a hidden address keeps its area on the street map: no marker, no exact position', async ({
    page,
    context,
    request,
  }) => {
    const id = await createProperty(request, {
      street: 'Geheimstraat',
      houseNumber: '3',
      publishAddress: false,
      latitude: 51.043217,
      longitude: 3.712345,
    })
    await setMap(request, { tileStyle: 'openfreemap-liberty' })
    await standInTiles(context)
    await openProperty(page, id)
    const html = await page.content()
    expect(html).not.toContain('51.043217')
    expect(html).not.toContain('3.712345')
    const map = page.locator('[data-location-map="approximate"]')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible()
    await expect.poll(() => tileShare(page, '[data-location-map]')).toBeGreaterThan(0.3)
    await expect(map.locator('.maplibregl-marker')).toHaveCount(0)
  })

  test('the list’s map draws OpenStreetMap’s tiles with the credit their licence asks', async ({
    page,
    context,
    request,
  }) => {
    await setMap(request, { tileStyle: 'osm-raster' })
    const requested = await standInTiles(context)
    const response = await page.goto('/nl/te-koop/?view=map')
    expect(directive(response?.headers()['content-security-policy'], 'connect-src')).toContain(
      'https://tile.openstreetmap.org',
    )
    // A page rendered per request (its nonce policy) allows the host too.
    const contact = await request.get('/nl/contact/')
    expect(contact.headers()['content-security-policy']).toContain("'nonce-")
    expect(directive(contact.headers()['content-security-policy'], 'img-src')).toContain(
      'https://tile.openstreetmap.org',
    )
    await expect(page.locator('[data-map-view]')).toHaveAttribute('data-map-tiles', 'raster')
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible()
    await expect(page.locator('[data-map-marker]').first()).toBeVisible()
    await expect
      .poll(() => requested.filter((url) => url.startsWith(OSM_TILES)).length)
      .toBeGreaterThan(0)
    const credit = page
      .locator('.maplibregl-ctrl-attrib')
      .getByRole('link', { name: 'OpenStreetMap' })
    await expect(credit).toBeVisible()
    await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright')
    await expect.poll(() => tileShare(page, '[data-map-view]')).toBeGreaterThan(0.3)
    expect(requested.filter((url) => !url.startsWith(OSM_TILES))).toEqual([])
  })

  test('without a choice the maps draw the offline outline, and no page’s policy names a tile host', async ({
    page,
    request,
  }) => {
    await setMap(request, { tileStyle: 'none' })
    const external: string[] = []
    const styles: string[] = []
    page.on('request', (sent) => {
      const url = new URL(sent.url())
      if (url.hostname !== '127.0.0.1') external.push(sent.url())
      if (url.pathname === '/map/style.json') styles.push(sent.url())
    })
    const response = await page.goto('/nl/te-koop/?view=map')
    const policy = response?.headers()['content-security-policy']
    expect(directive(policy, 'connect-src')).not.toMatch(/openfreemap|openstreetmap/)
    expect(directive(policy, 'img-src')).not.toMatch(/openfreemap|openstreetmap/)
    await expect(page.locator('[data-map-view]')).toHaveAttribute('data-map-tiles', 'outline')
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible()
    await expect.poll(() => styles.length).toBeGreaterThan(0)
    // Neither does a prerendered page's policy (from the page cache) nor a nonce policy.
    for (const path of ['/nl/', '/nl/contact/']) {
      const answer = await request.get(path)
      expect(answer.headers()['content-security-policy']).toContain('connect-src')
      expect(answer.headers()['content-security-policy']).not.toMatch(/openfreemap|openstreetmap/)
    }
    expect(external).toEqual([])
  })
})
