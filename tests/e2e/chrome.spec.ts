// The site's chrome on the seeded demo agency: cookie consent, language switcher, sitemap and
// the content pages of the method, step plan and strengths.
import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

const consent = nl.CookieConsent
const DAY = 24 * 60 * 60

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')

const banner = (page: Page) => page.getByRole('dialog', { name: consent.title })

test.describe('cookie consent', () => {
  // A first visit: no choice recorded yet (the other tests start with one, playwright.config.ts).
  test.use({ storageState: { cookies: [], origins: [] } })

  test('asks on the first visit, records "accept all" for the settings’ lifetime and asks no more', async ({
    page,
    context,
  }) => {
    await page.goto('/nl/')
    const dialog = banner(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: consent.policyLink })).toHaveAttribute(
      'href',
      '/nl/cookiebeleid/',
    )
    await dialog.getByRole('button', { name: consent.acceptAll }).click()
    await expect(dialog).toBeHidden()

    const cookie = await consentCookie(context)
    expect(cookie?.value).toBe('necessary.analytical.marketing.social.unclassified')
    expect(cookie?.path).toBe('/')
    // The seeded settings keep a choice 180 days.
    const days = (cookie!.expires - Date.now() / 1000) / DAY
    expect(days).toBeGreaterThan(178)
    expect(days).toBeLessThan(182)

    await page.goto('/nl/te-koop/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
  })

  test('"necessary only" records the strictly necessary category alone', async ({
    page,
    context,
  }) => {
    await page.goto('/nl/over-ons/')
    await banner(page).getByRole('button', { name: consent.necessaryOnly }).click()
    await expect(banner(page)).toBeHidden()
    expect((await consentCookie(context))?.value).toBe('necessary')
  })

  test('reopens from the footer with the choice ticked, saves a selection and gives focus back', async ({
    page,
    context,
  }) => {
    await page.goto('/nl/')
    await banner(page).getByRole('button', { name: consent.acceptAll }).click()

    const settings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: nl.Layout.cookieSettings })
    await settings.click()
    const dialog = banner(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toBeFocused()
    const category = (key: keyof typeof consent.categories) =>
      dialog.getByLabel(consent.categories[key].label)
    await expect(category('necessary')).toBeChecked()
    await expect(category('necessary')).toBeDisabled()
    await expect(category('marketing')).toBeChecked()

    // Escape leaves it unchanged.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(settings).toBeFocused()
    expect((await consentCookie(context))?.value).toBe(
      'necessary.analytical.marketing.social.unclassified',
    )

    // Keyboard only: open, untick two categories, save.
    await settings.press('Enter')
    await expect(dialog).toBeFocused()
    await category('marketing').press('Space')
    await category('unclassified').press('Space')
    await expect(category('marketing')).not.toBeChecked()
    await dialog.getByRole('button', { name: consent.saveSelection }).press('Enter')
    await expect(dialog).toBeHidden()
    await expect(settings).toBeFocused()
    expect((await consentCookie(context))?.value).toBe('necessary.analytical.social')
  })

  test('the banner and the footer have no serious accessibility violation', async ({ page }) => {
    await page.goto('/nl/')
    await expect(banner(page)).toBeVisible()
    const { violations } = await new AxeBuilder({ page })
      .include('.cookie-consent')
      .include('.site-footer')
      .analyze()
    expect(
      violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => `${violation.id}: ${violation.help}`),
    ).toEqual([])
  })

  test('works without JavaScript: the choice is posted and the visitor comes back', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/nl/over-ons/')
    await banner(page).getByRole('button', { name: consent.necessaryOnly }).click()
    // Back on the (prerendered) page, the fragment hides the banner it carries.
    await expect(page).toHaveURL(/\/nl\/over-ons\/#cookie-choice-saved$/)
    await expect(banner(page)).toHaveCount(0)
    expect((await consentCookie(context))?.value).toBe('necessary')
    await context.close()
  })
})

test.describe('language switcher', () => {
  test('keeps the filters of a property list, also after filtering without a reload', async ({
    page,
  }) => {
    await page.goto('/nl/te-koop/?type=apartment&sort=price-asc')
    const french = page.getByRole('link', { name: 'Français' })
    await expect(french).toHaveAttribute('href', '/fr/a-vendre/?type=apartment&sort=price-asc')
    await french.click()
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=apartment&sort=price-asc$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('À vendre')

    // A filter applied client-side updates the switcher's links too.
    await page.goto('/en/for-sale/')
    await page.getByLabel('Sort by').selectOption('price-desc')
    await expect(page).toHaveURL(/sort=price-desc/)
    await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      /^\/de\/zu-verkaufen\/\?(.+&)?sort=price-desc/,
    )
  })

  test('leads to the same news article under its French slug', async ({ page }) => {
    await page.goto('/nl/nieuws/')
    await page.locator('article.property-card h2 a').first().click()
    await expect(page).toHaveURL(/\/nl\/nieuws\/[^/]+\/$/)
    const dutchSlug = new URL(page.url()).pathname.split('/')[3]

    // The switcher and the page's hreflang alternate agree on the French address.
    const alternate = await page
      .locator('link[rel="alternate"][hreflang="fr-BE"]')
      .getAttribute('href')
    const french = page.getByRole('link', { name: 'Français' })
    const href = await french.getAttribute('href')
    expect(href).toMatch(/^\/fr\/actualites\/[^/]+\/$/)
    expect(new URL(alternate!).pathname).toBe(href)

    await french.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/.]/g, '\\$&')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE')
    // The seeded articles have French titles, hence French slugs.
    expect(href).not.toContain(`/${dutchSlug}/`)
    // And back to the Dutch article.
    await expect(page.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      `/nl/nieuws/${dutchSlug}/`,
    )
  })

  test('leads to the other language’s home page when a page has no equivalent', async ({
    page,
  }) => {
    const response = await page.goto('/nl/bestaat/niet/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/')
  })
})

test.describe('sitemap', () => {
  const urlBlocks = async (request: APIRequestContext) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    return xml
      .split('<url>')
      .slice(1)
      .map((block) => ({ loc: /<loc>([^<]+)<\/loc>/.exec(block)?.[1] ?? '', block }))
  }

  const expectAlternates = (block: string, segments: Record<string, RegExp>) => {
    for (const [tag, path] of Object.entries(segments)) {
      const link = new RegExp(`hreflang="${tag}"\\s+href="([^"]+)"`).exec(block)
      expect(link, tag).not.toBeNull()
      expect(new URL(link![1]).pathname, tag).toMatch(path)
    }
    expect(block).toContain('hreflang="x-default"')
  }

  test('lists a project and a news article in four languages with their alternates', async ({
    request,
  }) => {
    const blocks = await urlBlocks(request)
    const locs = blocks.map(({ loc }) => new URL(loc).pathname)

    const project = blocks.find(({ loc }) => /\/nl\/nieuwbouw\/[^/]+\/[^/]+\/\d+\/$/.test(loc))
    expect(project).toBeTruthy()
    const id = /\/(\d+)\/$/.exec(project!.loc)![1]
    expectAlternates(project!.block, {
      'nl-BE': new RegExp(`^/nl/nieuwbouw/[^/]+/[^/]+/${id}/$`),
      'fr-BE': new RegExp(`^/fr/projets-neufs/[^/]+/[^/]+/${id}/$`),
      'en-GB': new RegExp(`^/en/new-builds/[^/]+/[^/]+/${id}/$`),
      'de-BE': new RegExp(`^/de/neubau/[^/]+/[^/]+/${id}/$`),
    })
    for (const list of ['projets-neufs', 'new-builds', 'neubau']) {
      expect(locs.some((loc) => new RegExp(`/${list}/[^/]+/[^/]+/${id}/$`).test(loc))).toBe(true)
    }

    const news = blocks.find(({ loc }) => /\/nl\/nieuws\/[^/]+\/$/.test(loc))
    expect(news).toBeTruthy()
    expectAlternates(news!.block, {
      'nl-BE': /^\/nl\/nieuws\/[^/]+\/$/,
      'fr-BE': /^\/fr\/actualites\/[^/]+\/$/,
      'en-GB': /^\/en\/news\/[^/]+\/$/,
      'de-BE': /^\/de\/neuigkeiten\/[^/]+\/$/,
    })

    // Fixed pages, Q&A and the new content pages are there too.
    for (const path of ['/nl/', '/fr/politique-de-cookies/', '/nl/werkwijze/', '/de/stufenplan/']) {
      expect(locs, path).toContain(path)
    }
    expect(locs.some((loc) => /^\/nl\/vraag-en-antwoord\/[^/]+\/[^/]+\/$/.test(loc))).toBe(true)
    expect(locs.some((loc) => /^\/nl\/eigenaar\//.test(loc))).toBe(false)
  })
})

test.describe('content pages', () => {
  const breadcrumbData = async (page: Page) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.flatMap((text) => JSON.parse(text) as Record<string, unknown>[])
    return data.find((item) => item['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string; position: number }[] } | undefined
  }

  test('the services page leads to the method, which has its breadcrumbs', async ({ page }) => {
    await page.goto('/nl/diensten/')
    await expect(page.getByRole('navigation', { name: nl.PropertyDetail.breadcrumb })).toBeVisible()
    await page.getByRole('link', { name: 'Onze werkwijze' }).click()
    await expect(page).toHaveURL(/\/nl\/werkwijze\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onze werkwijze')
    const trail = page.getByRole('navigation', { name: nl.PropertyDetail.breadcrumb })
    await expect(trail.getByRole('link', { name: nl.Layout.home })).toHaveAttribute('href', '/nl/')
    await expect(trail.getByRole('link', { name: nl.Content.services })).toHaveAttribute(
      'href',
      '/nl/diensten/',
    )
    const data = await breadcrumbData(page)
    expect(data?.itemListElement.map((item) => item.name)).toEqual([
      nl.Layout.home,
      nl.Content.services,
      'Onze werkwijze',
    ])
  })

  test('the step plan shows its four steps, in every language', async ({ page }) => {
    await page.goto('/nl/stappenplan/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stappenplan voor verkopers')
    await expect(page.locator('section.block--steps ol > li')).toHaveCount(4)
    await expect(
      page
        .getByRole('navigation', { name: nl.PropertyDetail.breadcrumb })
        .locator('[aria-current="page"]'),
    ).toHaveText('Stappenplan voor verkopers')
    for (const path of ['/fr/plan-par-etapes/', '/en/step-by-step/', '/de/stufenplan/']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('section.block--steps ol > li')).toHaveCount(4)
    }
  })

  test('the strengths page shows every strength', async ({ page }) => {
    await page.goto('/nl/troeven/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Content.strengths)
    await expect(page.getByRole('heading', { level: 2, name: 'Lokale kennis' })).toBeVisible()
  })

  test('lists carry breadcrumbs as structured data', async ({ page }) => {
    for (const path of ['/nl/nieuws/', '/nl/referenties/', '/nl/vraag-en-antwoord/']) {
      await page.goto(path)
      const data = await breadcrumbData(page)
      expect(data?.itemListElement.length, path).toBe(2)
    }
  })
})
