// Search appearances (issue 12) in Chromium on the production build: a page of results, list or
// map, sends one POST /api/appearances with the properties it shows once it is visible, and the
// owner reads how often their property appeared in search results.
import { expect, test, type Page, type Request } from '@playwright/test'

// scripts/e2e.mjs seeds the demo owners with this password.
const password = process.env.SEED_OWNER_PASSWORD ?? ''

const idsOf = (request: Request) =>
  (JSON.parse(request.postData() ?? '{}') as { propertyIds?: number[] }).propertyIds ?? []

const beaconsOf = (page: Page) => {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/appearances')
      sent.push(request)
  })
  return sent
}

test.describe('search appearances', () => {
  test('a list page sends one beacon with the ids of its cards, answered 204 without a cookie', async ({ page }) => {
    const sent = beaconsOf(page)
    const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/appearances')
    await page.goto('/nl/te-koop/?sort=price-asc')
    const request = await beacon
    const response = await request.response()
    expect(response?.status()).toBe(204)
    expect(await response?.headerValue('set-cookie')).toBeNull()
    const hrefs = await page.locator('main a[href^="/nl/te-koop/"]').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )
    const shown = [...new Set(hrefs.flatMap((href) => href.match(/\/(\d+)\/$/)?.[1] ?? []))].map(Number)
    expect(shown.length).toBeGreaterThan(0)
    expect(idsOf(request).sort()).toEqual(shown.sort())
    expect(idsOf(request).length).toBeLessThanOrEqual(12)
    await page.waitForTimeout(500)
    expect(sent).toHaveLength(1)
  }) // prettier-ignore

  test('the map view sends one beacon with the first page of its results', async ({ page }) => {
    const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/appearances')
    await page.goto('/nl/te-koop/?view=map')
    const ids = idsOf(await beacon)
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
