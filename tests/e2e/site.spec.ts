// What a visitor does on the public site (issue 5), on the seeded demo agency.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const firstDetailHref = async (page: Page) => {
  const href = await page.locator('article.property-card h3 a').first().getAttribute('href')
  expect(href).toBeTruthy()
  return href!
}

test.describe('home page', () => {
  test('is composed of the editors’ blocks and searches by type, place and budget', async ({
    page,
  }) => {
    await page.goto('/nl/')
    for (const heading of ['Nieuwbouwprojecten', 'Laatste nieuws', 'Onze diensten']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    const search = page.getByRole('search', { name: 'Zoek uw pand' })
    await search.getByLabel('Type pand').selectOption('apartment')
    await search.getByLabel('Gemeente of postcode').fill('Gent')
    await search.getByLabel('Maximumprijs (€)').fill('500000')
    await search.getByRole('button', { name: 'Zoek te huur' }).click()
    await expect(page).toHaveURL(/\/nl\/te-huur\/\?.*city=Gent/)
    await expect(page).toHaveURL(/maxPrice=500000/)
    await expect(page.getByLabel('Maximumprijs (€)')).toHaveValue('500000')
    await expect(page.getByLabel('Type pand')).toHaveValue('apartment')
  })
})

test.describe('property search', () => {
  test('filters by price and sorts by price, keeping the filters in the URL', async ({ page }) => {
    await page.goto('/nl/te-koop/?minPrice=200000&maxPrice=600000&sort=price-asc')
    const prices = await page.locator('.property-card__price').allTextContents()
    expect(prices.length).toBeGreaterThan(1)
    const amounts = prices.map((text) => Number(text.replace(/[^\d]/g, ''))).filter((n) => n > 0)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    expect(Math.min(...amounts)).toBeGreaterThanOrEqual(200000)
    expect(Math.max(...amounts)).toBeLessThanOrEqual(600000)
    await expect(page.getByLabel('Minimumprijs (€)')).toHaveValue('200000')
  })

  test('applies a filter without a full page reload when JavaScript runs', async ({ page }) => {
    await page.goto('/en/for-sale/')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await page.getByLabel('Sort by').selectOption('price-desc')
    await expect(page).toHaveURL(/sort=price-desc/)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
  })

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/nl/te-koop/?minPrice=999999999')
    await expect(
      page.getByText('Er zijn geen resultaten gevonden voor uw zoekopdracht'),
    ).toBeVisible()
    await expect(page.getByText(/Laat uw zoekopdracht achter/)).toBeVisible()
    // Saving the search keeps its filters: the demand register opens filled in with them.
    await page.getByRole('link', { name: 'Bewaar deze zoekopdracht' }).click()
    await expect(page).toHaveURL(/\/nl\/zoekopdracht\/\?minPrice=999999999&goal=sale$/)
  })

  test('pages through results with the paging text of the spec', async ({ page }) => {
    await page.goto('/fr/a-vendre/')
    await expect(page.getByText(/^Page 1 sur \d+ \[\d+ biens\]$/)).toBeVisible()
    const next = page.getByRole('link', { name: 'Page suivante' })
    if (await next.count()) {
      await next.click()
      await expect(page.getByText(/^Page 2 sur \d+/)).toBeVisible()
    }
  })
})

test.describe('property detail', () => {
  test('opens from the list, shows its facts and switches language on the same property', async ({
    page,
  }) => {
    await page.goto('/nl/te-koop/')
    const href = await firstDetailHref(page)
    const id = href.match(/\/(\d+)\/$/)![1]
    const response = await page.goto(href)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main')).not.toContainText(/\b(undefined|null|NaN)\b/)
    // The switcher and the hreflang alternate name the English address itself (its own title
    // slug), not one that redirects.
    const english = page.getByRole('link', { name: 'English' })
    const englishHref = await english.getAttribute('href')
    expect(englishHref).toMatch(new RegExp(`^/en/for-sale/[^/]+/[^/]+/${id}/$`))
    const alternate = await page
      .locator('link[rel="alternate"][hreflang="en-GB"]')
      .getAttribute('href')
    expect(new URL(alternate!).pathname).toBe(englishHref)
    const englishPage = await page.request.get(englishHref!, { maxRedirects: 0 })
    expect(englishPage.status()).toBe(200)
    await english.click()
    await expect(page).toHaveURL(new RegExp(`${englishHref!.replace(/[/.]/g, '\\$&')}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  })

  test('carries RealEstateListing and BreadcrumbList structured data', async ({ page }) => {
    await page.goto('/nl/te-koop/')
    await page.goto(await firstDetailHref(page))
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
    const listing = data.find((item) => item['@type'] === 'RealEstateListing') as {
      offers: { '@type': string; priceCurrency: string }
    }
    expect(listing.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' })
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true)
    // Shared with its own address, through the networks' plain share pages.
    const facebook = page.getByRole('link', { name: 'Delen via Facebook' })
    await expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
    )
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/)
  })

  test('redirects a stale slug to the current address of the same property', async ({ page }) => {
    await page.goto('/nl/te-koop/')
    const href = await firstDetailHref(page)
    const stale = href.replace(/\/[^/]+\/(\d+)\/$/, '/old-title/$1/')
    await page.goto(stale)
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, '\\$&')}$`))
  })

  test('answers 404 "property not found" with a search form for an unknown id', async ({
    page,
  }) => {
    const response = await page.goto('/en/for-sale/gent/nothing/999999/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This property was not found')
    await expect(page.getByRole('search')).toBeVisible()
  })

  test('keeps a sold property reachable with its message', async ({ page }) => {
    await page.goto('/nl/te-koop/?sort=price-desc')
    const sold = page.locator('article.property-card', {
      has: page.locator('.property-card__badge--sold'),
    })
    let pageNumber = 1
    while ((await sold.count()) === 0 && pageNumber < 5) {
      pageNumber++
      await page.goto(`/nl/te-koop/?page=${pageNumber}`)
    }
    await sold.first().locator('h3 a').click()
    await expect(page.getByRole('status')).toHaveText('Dit pand is verkocht.')
    // Nothing left to buy: no purchase-cost estimate.
    await expect(page.getByRole('region', { name: 'Aankoopkosten (schatting)' })).toHaveCount(0)
  })

  test('has a print stylesheet that hides navigation', async ({ page }) => {
    await page.goto('/nl/te-koop/')
    await page.goto(await firstDetailHref(page))
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.site-header')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('projects', () => {
  test('lists projects and marks a sold-out one', async ({ page }) => {
    await page.goto('/de/neubau/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neubauprojekte')
    const soldOut = page.locator('article.property-card', { hasText: 'Ausverkauft' })
    await expect(soldOut.first()).toBeVisible()
    await soldOut.first().locator('h3 a').click()
    await expect(page.getByRole('table')).toBeVisible()
    // On a phone each unit is a card whose price and status fit the screen (the table does not).
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(page.getByRole('table')).toBeHidden()
    const unit = page.locator('.price-list__cards > li').first()
    await expect(unit).toBeVisible()
    await expect(unit.locator('dt', { hasText: 'Preis' })).toBeVisible()
    await expect(unit).toContainText('Verkauft')
    expect((await unit.boundingBox())!.x + (await unit.boundingBox())!.width).toBeLessThanOrEqual(
      375,
    )
    await page.setViewportSize({ width: 1280, height: 720 })
    await expect(page.getByRole('status')).toHaveText('Ausverkauft')
    // Nothing left to sell: no brochure, the alerts for the next project instead.
    await expect(page.getByRole('link', { name: 'Broschüre anfordern' })).toHaveCount(0)
    await expect(
      page.getByRole('link', { name: 'Über neue Projekte informieren' }).first(),
    ).toHaveAttribute('href', '/de/suchauftrag/')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Weitere Neubauprojekte' }),
    ).toBeVisible()
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const crumbs = blocks
      .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: unknown[] })
      .find((item) => item['@type'] === 'BreadcrumbList')
    expect(crumbs?.itemListElement).toHaveLength(3)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/)
  })
})

test.describe('search engines', () => {
  test('the sitemap lists property pages in every language with alternates', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain('/nl/te-koop/')
    expect(xml).toContain('/fr/a-vendre/')
    expect(xml).toMatch(/hreflang="de-BE"/)
    expect(xml).toMatch(/\/en\/for-sale\/[^<]+\/\d+\//)
  })

  test('robots.txt points to the sitemap and keeps the admin out', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/)
    expect(text).toContain('Disallow: /admin')
  })

  test('pages declare hreflang alternates and a canonical URL', async ({ page }) => {
    await page.goto('/fr/a-vendre/')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/a-vendre\/$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/nl\/te-koop\/$/,
    )
  })
})

test.describe('accessibility', () => {
  const serious = async (page: Page) =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.help}`)

  test('detail and project pages have no serious violation', async ({ page }) => {
    await page.goto('/nl/te-koop/')
    await page.goto(await firstDetailHref(page))
    expect(await serious(page)).toEqual([])
    await page.goto('/nl/nieuwbouw/')
    await page.locator('article.property-card h3 a').first().click()
    // A card's link is a plain one (decision 0040): a full load of the project's page.
    await expect(page).toHaveURL(/\/nl\/nieuwbouw\/[^/]+\/[^/]+\/\d+\/$/)
    await expect(page).toHaveTitle(/\S/)
    expect(await serious(page)).toEqual([])
  })
})

test.describe('draft preview', () => {
  test('an editor sees a draft on its real page; visitors get neither the preview nor the draft', async ({
    page,
    browser,
    request,
  }) => {
    const anonymous = await request.get('/api/preview?collection=properties&id=1&locale=nl', {
      maxRedirects: 0,
    })
    expect(anonymous.status()).toBe(401)

    // Logged in to the admin: the session cookie is in the page's browser context.
    const login = await page.request.post('/api/users/login', {
      data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    })
    expect(login.ok()).toBe(true)
    const { token } = await login.json()
    const created = await page.request.post('/api/properties?locale=nl&draft=true', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title: 'Loft aan de Leie in voorbereiding',
        goal: 'sale',
        price: 349000,
        zip: '9000',
        city: 'Gent',
        _status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = await created.json()

    await page.goto(`/api/preview?collection=properties&id=${doc.id}&locale=nl`)
    await expect(page).toHaveURL(new RegExp(`/nl/te-koop/gent/[^/]+/${doc.id}/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Loft aan de Leie in voorbereiding',
    )

    const visitor = await browser.newContext()
    const response = await (await visitor.newPage()).goto(page.url())
    expect(response?.status()).toBe(404)
    await visitor.close()
  })
})
