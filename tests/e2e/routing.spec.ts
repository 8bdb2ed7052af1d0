// Language detection, localized list paths, trailing slashes and the localized 404.
import { expect, test } from '@playwright/test'

const lists = [
  { locale: 'nl', sale: '/nl/te-koop/', rent: '/nl/te-huur/', heading: 'Te koop' },
  { locale: 'fr', sale: '/fr/a-vendre/', rent: '/fr/a-louer/', heading: 'À vendre' },
  { locale: 'en', sale: '/en/for-sale/', rent: '/en/for-rent/', heading: 'For sale' },
  { locale: 'de', sale: '/de/zu-verkaufen/', rent: '/de/zu-vermieten/', heading: 'Zu verkaufen' },
]

test.describe('the root path', () => {
  test('sends a Dutch-speaking browser to /nl/', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'Accept-Language': 'nl-BE,nl;q=0.9' },
      maxRedirects: 0,
    })
    expect(response.status()).toBeGreaterThanOrEqual(300)
    expect(response.status()).toBeLessThan(400)
    expect(new URL(response.headers().location, 'http://x').pathname).toBe('/nl/')
  })

  test('follows Accept-Language, then the cookie over it, then ?lng over both', async ({
    playwright,
    baseURL,
  }) => {
    // A fresh request context per call: a redirect sets the language cookie.
    const target = async (url: string, headers: Record<string, string>) => {
      const request = await playwright.request.newContext({ baseURL })
      const response = await request.get(url, { headers, maxRedirects: 0 })
      await request.dispose()
      return new URL(response.headers().location, 'http://x').pathname
    }
    expect(await target('/', { 'Accept-Language': 'ja-JP' })).toBe('/nl/')
    expect(await target('/', { 'Accept-Language': 'de-DE,de;q=0.9' })).toBe('/de/')
    expect(await target('/', { 'Accept-Language': 'de-DE', Cookie: 'NEXT_LOCALE=fr' })).toBe('/fr/')
    expect(await target('/?lng=en', { 'Accept-Language': 'de-DE', Cookie: 'NEXT_LOCALE=fr' })).toBe(
      '/en/',
    )
  })

  test('adds the trailing slash with a permanent redirect', async ({ request }) => {
    const response = await request.get('/en/for-sale', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(/\/en\/for-sale\/$/)
  })
})

test.describe('property lists', () => {
  test('list the same properties in every language, each on its own path', async ({ page }) => {
    const counts: number[] = []
    for (const { sale, heading } of lists) {
      const response = await page.goto(sale)
      expect(response?.status(), sale).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      counts.push(await page.locator('article.property-card').count())
    }
    expect(counts[0]).toBeGreaterThan(0)
    expect(new Set(counts).size).toBe(1)
  })

  test('show the rent list with rentals only, translated and with the Dutch fallback', async ({
    page,
    request,
  }) => {
    // A rental an editor wrote in Dutch only: German visitors read the Dutch title, never nothing.
    const login = await request.post('/api/users/login', {
      data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    })
    const { token } = await login.json()
    const created = await request.post('/api/properties?locale=nl', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title: 'Studio aan de Korenmarkt',
        goal: 'rent',
        price: 725,
        zip: '9000',
        city: 'Gent',
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)

    await page.goto('/de/zu-vermieten/?sort=date-desc')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zu vermieten')
    const links = page.locator('article.property-card h3 a')
    await expect(links.first()).toBeVisible()
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/de\/zu-vermieten\//)
    }
    await expect(page.getByRole('heading', { name: 'Studio aan de Korenmarkt' })).toBeVisible()
    await expect(page.getByText('Hoppla')).toHaveCount(0)
  })

  test('state the paging text of the specification', async ({ page }) => {
    await page.goto('/en/for-sale/')
    await expect(page.getByText(/^Page 1 of [2-9] \[\d+ objects\]$/)).toBeVisible()
    await page.goto('/nl/te-koop/?page=abc')
    await expect(page.getByText(/^Pagina 1 van [2-9] \[\d+ objecten\]$/)).toBeVisible()
  })

  test('leads through the language switcher to the same list in another language', async ({
    page,
  }) => {
    // Already right in the server's HTML (search engines and visitors without JavaScript).
    const html = await (await page.request.get('/nl/te-koop/')).text()
    expect(html).toContain('href="/fr/a-vendre/"')
    expect(html).toContain('href="/de/zu-verkaufen/"')
    await page.goto('/nl/te-koop/')
    await page.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr\/a-vendre\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À vendre')
  })
})

test.describe('not found', () => {
  test('answers 404 with the localized page, a search form and a link home', async ({ page }) => {
    const response = await page.goto('/en/does-not-exist/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Oops, this page no longer exists',
    )
    await expect(page.getByRole('search').getByLabel('Search by town or postcode')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/en\/$/)
  })

  test('speaks Dutch on an unknown Dutch path', async ({ page }) => {
    const response = await page.goto('/nl/bestaat/niet/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Oeps, deze pagina bestaat niet meer',
    )
  })
})
