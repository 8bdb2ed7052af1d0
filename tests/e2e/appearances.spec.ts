// Search appearances (issue 12) in Chromium on the production build: a page of results, list or
// map, sends one POST /api/appearances with the properties it shows once it is visible, and the
// owner reads how often their property appeared in search results.
import { expect, test, type Page, type Request } from '@playwright/test'

// scripts/e2e.mjs seeds the demo owners with this password.
const password = process.env.SEED_OWNER_PASSWORD ?? ''

type Sent = { url: string; body: string }

/**
 * Records what the page hands to navigator.sendBeacon (Playwright does not show a beacon's body)
 * and lets the beacon go as usual.
 */
const recordBeacons = (page: Page) =>
  page.addInitScript(() => {
    const sent: Sent[] = []
    ;(window as unknown as { __beacons: Sent[] }).__beacons = sent
    const original = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob)
        void data.text().then((body) => sent.push({ url: String(url), body }))
      return original(url, data)
    }
  })

const appearanceIds = async (page: Page) => {
  const sent = await page.evaluate(() => (window as unknown as { __beacons: Sent[] }).__beacons)
  return sent
    .filter((beacon) => beacon.url.endsWith('/api/appearances'))
    .map((beacon) => (JSON.parse(beacon.body) as { propertyIds: number[] }).propertyIds)
}

const isBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/appearances'

test.describe('search appearances', () => {
  test('a list page sends one beacon with the ids of its cards, answered 204 without a cookie', async ({ page }) => {
    await recordBeacons(page)
    const answered = page.waitForResponse((response) => isBeacon(response.request()))
    await page.goto('/nl/te-koop/?sort=price-asc')
    const response = await answered
    expect(response.status()).toBe(204)
    expect(await response.headerValue('set-cookie')).toBeNull()
    const hrefs = await page.locator('main a[href^="/nl/te-koop/"]').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )
    const shown = [...new Set(hrefs.flatMap((href) => href.match(/\/(\d+)\/$/)?.[1] ?? []))].map(Number)
    expect(shown.length).toBeGreaterThan(0)
    await expect.poll(() => appearanceIds(page)).toHaveLength(1)
    const [ids] = await appearanceIds(page)
    expect([...ids].sort()).toEqual([...shown].sort())
    expect(ids.length).toBeLessThanOrEqual(12)
    await page.waitForTimeout(500)
    expect(await appearanceIds(page)).toHaveLength(1)
  }) // prettier-ignore

  test('the map view sends one beacon with the first page of its results', async ({ page }) => {
    await recordBeacons(page)
    const answered = page.waitForResponse((response) => isBeacon(response.request()))
    await page.goto('/nl/te-koop/?view=map')
    expect((await answered).status()).toBe(204)
    await expect.poll(() => appearanceIds(page)).toHaveLength(1)
    const [ids] = await appearanceIds(page)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.length).toBeLessThanOrEqual(12)
  }) // prettier-ignore

  test('the owner reads the appearances of the last 30 days and per week', async ({ page }) => {
    await page.goto('/nl/login/')
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill('demo-eigenaar-1')
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
    await page.locator('.portal-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
    await page.locator('.portal-card').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/nl\/eigenaar\/\d+\/$/)
    await expect(page.getByText(/Getoond in de zoekresultaten: [\d.]+ keer \(laatste 30 dagen\)/)).toBeVisible()
    const rows = page.locator('section[aria-labelledby="history-appearances"] tbody tr')
    await expect(rows.filter({ hasText: 'Zoekresultaten per week' }).first()).toBeVisible()
    await expect(rows.filter({ hasText: /[\d.]+ keer getoond in de zoekresultaten/ }).first()).toBeVisible()
  }) // prettier-ignore
})
