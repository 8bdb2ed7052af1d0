// The owner portal in Chromium on the production build, with JavaScript off where the contract
// says the pages must work without it: login → portal → one property → logout.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// scripts/e2e.mjs seeds the demo owners with this password.
const password = process.env.SEED_OWNER_PASSWORD ?? ''

test.use({ javaScriptEnabled: false, locale: 'nl-BE' })

test('an owner logs in without JavaScript, sees their properties, opens one and logs out', async ({ page }) => {
  await page.goto('/nl/login/')
  await expect(page.locator('input[type="password"]')).toBeVisible()
  await page.getByLabel('Gebruikersnaam of e-mailadres').fill('demo-eigenaar-1')
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Aanmelden' }).click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
  const cards = page.locator('.portal-card')
  expect(await cards.count()).toBeGreaterThanOrEqual(2)
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/\d+\/$/)
  await expect(page.getByRole('heading', { name: 'Geschiedenis' })).toBeVisible()
  await expect(page.locator('.portal-table--days tbody tr')).toHaveCount(30)
  await page.getByRole('button', { name: 'Afmelden', exact: true }).click()
  await expect(page).toHaveURL(/\/nl\/login\/\?done=logged-out$/)
  const back = await page.goto('/nl/eigenaar/')
  expect(back?.url()).toContain('/nl/login/?next=%2Fnl%2Feigenaar%2F')
}) // prettier-ignore

for (const { locale, text } of [
  { locale: 'nl', text: 'Ongeldig e-mailadres of wachtwoord' },
  { locale: 'en', text: 'The username or password are not correct.' },
]) {
  test(`a wrong password shows the spec's text in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}/login/`)
    await page.locator('input[name="identifier"]').fill('demo-eigenaar-2')
    await page.locator('input[type="password"]').fill('not the password')
    await page.locator('.portal-form button[type="submit"]').click()
    await expect(page.getByRole('alert')).toHaveText(text)
    expect(page.url()).not.toContain('demo-eigenaar')
  })
}

test("another owner's property answers 404 and a portal page without a session redirects to login", async ({ page, request }) => {
  const anonymous = await request.get('/fr/proprietaire/1/', { maxRedirects: 0 })
  expect([303, 307]).toContain(anonymous.status())
  expect(anonymous.headers().location).toContain('/fr/login/?next=')
  await page.goto('/nl/login/')
  await page.locator('input[name="identifier"]').fill('demo-eigenaar-2')
  await page.locator('input[type="password"]').fill(password)
  await page.locator('.portal-form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
  const own = await page.locator('.portal-card a').first().getAttribute('href')
  const ownId = Number(/\/(\d+)\/$/.exec(own ?? '')![1])
  let foreign = 0
  for (let id = 1; id < 60 && !foreign; id++) {
    const response = await page.goto(`/nl/eigenaar/${id}/`)
    if (response?.status() === 404 && id !== ownId) foreign = id
  }
  expect(foreign).toBeGreaterThan(0)
}) // prettier-ignore

test('an owner changes their own phone and language on the profile page without JavaScript', async ({ page }) => {
  await page.goto('/nl/login/')
  await page.locator('input[name="identifier"]').fill('demo-eigenaar-2')
  await page.locator('input[type="password"]').fill(password)
  await page.locator('.portal-form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
  await page.getByRole('link', { name: 'Mijn gegevens' }).click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/profiel\/$/)
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Isabelle Dubois')
  await page.getByLabel('Telefoon').fill('abc')
  await page.getByRole('button', { name: 'Gegevens bewaren' }).click()
  await expect(page.locator('#profile-phone-error')).toHaveText(/geldig telefoonnummer/)
  await page.getByLabel('Telefoon').fill('+32 475 11 22 33')
  await page.getByLabel('Taal', { exact: true }).selectOption('fr')
  await page.getByRole('button', { name: 'Gegevens bewaren' }).click()
  await expect(page).toHaveURL(/\/fr\/proprietaire\/profil\/\?done=saved$/)
  await expect(page.getByRole('status')).toHaveText('Vos données sont enregistrées.')
  await expect(page.getByLabel('Téléphone')).toHaveValue('+32 475 11 22 33')
  await page.getByRole('region', { name: 'Sécurité' }).getByRole('button', { name: 'Se déconnecter sur tous les appareils' }).click()
  await expect(page).toHaveURL(/\/fr\/login\/\?done=logged-out-everywhere$/)
}) // prettier-ignore

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true })

  test('an owner goes from the footer to their figures, which match the seeded data, switches to French, downloads a shared document and logs out', async ({ page, request }) => {
    await page.goto('/nl/')
    await page.locator('footer').getByRole('link', { name: 'Aanmelden eigenaar' }).click()
    await expect(page).toHaveURL(/\/nl\/login\/$/)
    await page.getByLabel('Gebruikersnaam of e-mailadres').fill('demo-eigenaar-1')
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
    await page.locator('.portal-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)

    // The API with the same session, asked from the page as the browser asks it (a cookie counts
    // only for requests of the site's own origin).
    const fetchJson = (url: string) => page.evaluate(async (path) => (await fetch(path)).json(), url)
    const status = (url: string) => page.evaluate(async (path) => (await fetch(path)).status, url)
    // Both of their properties, and no other: the owner's own account lists them (join field).
    const me = await fetchJson('/api/owners/me')
    const own = (me.user.properties.docs as (number | { id: number })[]).map((doc) => (typeof doc === 'object' ? doc.id : doc))
    expect(own.length).toBe(2)
    const cards = page.locator('.portal-card')
    await expect(cards).toHaveCount(own.length)
    const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.map((href) => Number(/\/(\d+)\/$/.exec(href ?? '')?.[1])).sort()).toEqual([...own].sort())

    await cards.first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/nl\/eigenaar\/\d+\/$/)
    const id = Number(/\/(\d+)\/$/.exec(page.url())![1])
    // The same figures through the stats API, with the same session.
    const stats = await fetchJson(`/api/owner-stats/${id}`)
    const number = (value: number) => value.toLocaleString('nl-BE')

    await expect(page.locator('.portal-tiles dd')).toHaveText([stats.views.today, stats.views.week, stats.views.month, stats.views.total].map(number))
    expect(stats.views.total).toBeGreaterThan(0)
    await expect(page.locator('.portal-funnel__value')).toHaveText([stats.funnel.views, stats.funnel.leads, stats.funnel.visits, stats.funnel.offers].map(String))
    await expect(page.locator('#portal-chart-summary')).toContainText(` ${number(stats.funnel.views)},`)

    // The 30 rows of the table behind the graph, newest first.
    const rows = page.locator('.portal-table--days tbody tr')
    await expect(rows).toHaveCount(30)
    const table = await rows.evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('time')?.getAttribute('datetime'), ...[...tr.querySelectorAll('td')].map((td) => Number(td.textContent))]),
    )
    const days = stats.days as { date: string; views: number; leads: number; visits: number }[]
    expect(table).toEqual([...days].reverse().map((day) => [day.date, day.views, day.leads, day.visits]))
    // The graph draws one bar per day.
    await expect(page.locator('.portal-chart__bar')).toHaveCount(30)

    // The history: per group, its count and the dates of its items, newest first.
    for (const group of ['visits', 'communications', 'onlineMedia', 'appearances'] as const) {
      const items = stats.history[group] as { date: string }[]
      const section = page.locator(`section[aria-labelledby="history-${group}"]`)
      await expect(section.locator('h3')).toContainText(`(${items.length})`)
      const dates = await section.locator('tbody tr td:first-child time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
      expect(dates, group).toEqual(items.map((item) => item.date))
    }
    expect(stats.history.visits.length).toBeGreaterThan(0)
    expect(stats.history.communications.length).toBeGreaterThan(0)
    await page.screenshot({ path: 'test-results/journey-nl-property.png', fullPage: true })

    // The language switcher keeps the page: the same property in French.
    await page.getByRole('navigation', { name: 'Taal kiezen' }).getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(new RegExp(`/fr/proprietaire/${id}/$`))
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr(-|$)/)
    await expect(page.getByRole('heading', { name: 'Historique', exact: true })).toBeVisible()
    await expect(page.locator('.portal-table--days tbody tr')).toHaveCount(30)

    // A document the agency shares with this owner, downloaded with the owner's session.
    const documents = page.locator('section[aria-labelledby="documents-title"]')
    await expect(documents.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible()
    const link = documents.locator('.portal-documents a').first()
    const href = (await link.getAttribute('href'))!
    await expect(documents.locator('.portal-documents__kind').first()).toHaveText('PDF')
    await expect(documents.locator('.portal-documents__meta').first()).toContainText(/\d+\s?ko · ajouté le/)
    expect(await status(href)).toBe(200)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const file = await download.path()
    const { readFile } = await import('node:fs/promises')
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-')
    // Nobody else gets it: not a visitor, not the other demo owner.
    expect((await request.get(href)).status()).toBe(403)
    const other = await request.post('/api/owners/login', { data: { username: 'demo-eigenaar-2', password } })
    const otherToken = (await other.json()).token
    expect((await request.get(href, { headers: { Authorization: `JWT ${otherToken}` } })).status()).toBe(403)

    await page.locator('.portal-bar').getByRole('button', { name: 'Se déconnecter', exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/login\/\?done=logged-out$/)
    expect(await status(href)).toBe(403)
  }) // prettier-ignore

  test("the photo on each of the owner's property cards loads", async ({ page }) => {
    await page.goto('/nl/login/')
    await page.locator('input[name="identifier"]').fill('demo-eigenaar-1')
    await page.locator('input[type="password"]').fill(password)
    await page.locator('.portal-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
    const images = page.locator('.portal-card img')
    expect(await images.count()).toBeGreaterThanOrEqual(2)
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: src })
        .toBeGreaterThan(0)
    }
  }) // prettier-ignore

  test('the portal pages have no axe violations at 375 and 1366 px', async ({ page }) => {
    await page.goto('/nl/login/')
    await page.locator('input[name="identifier"]').fill('demo-eigenaar-1')
    await page.locator('input[type="password"]').fill(password)
    await page.locator('.portal-form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
    const property = await page.locator('.portal-card a').first().getAttribute('href')
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/nl/eigenaar/', property!, '/nl/eigenaar/profiel/']) {
        await page.goto(path)
        await page.screenshot({ path: `test-results/portal-${width}-${path.split('/').filter(Boolean).join('-')}.png`, fullPage: true })
        expect((await new AxeBuilder({ page }).analyze()).violations, `${path} at ${width}`).toEqual([])
      }
    }
  }) // prettier-ignore
})
