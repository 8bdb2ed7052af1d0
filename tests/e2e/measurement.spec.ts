// The agency's measurement (docs/tracking.md) on the production build: with a tag manager id in
// the settings, its script is requested only after the visitor accepts analytics cookies — at
// once, on the page where they accept — and the spec's events reach window.dataLayer only then;
// never on the owner portal; withdrawing consent deletes the analytics cookies and stops it.
// No internet: the tag manager's gtm.js is a stand-in served from this test (page.route), so
// the browser still applies the page's Content-Security-Policy to it.
import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

const GTM_ID = 'GTM-E2E0001'
const GTM = 'https://www.googletagmanager.com/'
const ALL = 'necessary.analytical.marketing.social.unclassified'

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  return ((await login.json()) as { token: string }).token
}

const setMeasurement = async (request: APIRequestContext, gtmId: string | null) => {
  const saved = await request.post('/api/globals/site-settings', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { measurement: { gtmId, ga4Id: null, metaPixelId: null } },
  })
  expect(saved.status()).toBe(200)
}

const connectSrc = (policy: string | undefined) =>
  (policy ?? '').split('; ').find((part) => part.startsWith('connect-src ')) ?? ''

/** Serves the stand-in gtm.js, refuses every other outside host; returns the scripts requested. */
const standInTagManager = async (context: BrowserContext) => {
  const requested: string[] = []
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  )
  await context.route(`${GTM}**`, (route) => {
    requested.push(route.request().url())
    return route.fulfill({
      contentType: 'application/javascript',
      body: 'window.__standInTagManager = (window.__standInTagManager || 0) + 1',
    })
  })
  return requested
}

const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
      .map((entry) => entry?.event)
      .filter((name): name is string => typeof name === 'string' && !name.startsWith('gtm.')),
  )

const dataLayerEntry = (page: Page, name: string) =>
  page.evaluate(
    (wanted) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).find(
        (entry) => entry?.event === wanted,
      ) ?? null,
    name,
  )

const banner = (page: Page) => page.getByRole('dialog', { name: nl.CookieConsent.title })

test.describe('measurement after consent', () => {
  test.beforeAll(async ({ request }) => {
    await setMeasurement(request, GTM_ID)
    // The pages' policy now allows the tag manager's hosts (the proxy reads the settings again
    // when they are saved, and at the latest after a minute).
    await expect
      .poll(
        async () => connectSrc((await request.get('/nl/')).headers()['content-security-policy']),
        {
          timeout: 70_000,
        },
      )
      .toContain('https://*.google-analytics.com')
  })

  test.afterAll(async ({ request }) => {
    await setMeasurement(request, null)
  })

  test.describe('a first visit', () => {
    test.use({ storageState: { cookies: [], origins: [] } })

    test('loads nothing and sends no event before consent; accepting loads the tag manager at once and sends the page’s events', async ({
      page,
      context,
    }) => {
      const requested = await standInTagManager(context)
      const response = await page.goto('/nl/te-koop/?minPrice=100000')
      expect(connectSrc(response?.headers()['content-security-policy'])).toContain(
        'https://*.analytics.google.com',
      )
      await expect(banner(page)).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(requested).toEqual([])
      expect(await events(page)).toEqual([])

      await banner(page).getByRole('button', { name: nl.CookieConsent.acceptAll }).click()
      await expect.poll(() => requested).toEqual([`${GTM}gtm.js?id=${GTM_ID}`])
      await expect
        .poll(() =>
          page.evaluate(() => (window as { __standInTagManager?: number }).__standInTagManager),
        )
        .toBe(1)
      // The events of the page on which the visitor accepted, kept until the answer.
      expect(await events(page)).toEqual(['search', 'view_item_list'])
      const search = await dataLayerEntry(page, 'search')
      expect(search).toMatchObject({
        list_name: 'for-sale',
        search_filters: ['minPrice'],
        min_price: 100000,
      })
      const list = await dataLayerEntry(page, 'view_item_list')
      expect(list).toMatchObject({ list_name: 'for-sale', page: 1 })

      // A detail page: its view, and a print of it.
      await page.locator('article.property-card h3 a').first().click()
      await expect(page).toHaveURL(/\/nl\/te-koop\/[^/]+\/[^/]+\/\d+\/$/)
      const id = page.url().match(/\/(\d+)\/$/)![1]
      await expect
        .poll(() => dataLayerEntry(page, 'view_item'))
        .toMatchObject({
          item_type: 'property',
          item_id: id,
          goal: 'sale',
        })
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
      expect(await dataLayerEntry(page, 'print')).toEqual({
        event: 'print',
        item_type: 'property',
        item_id: id,
      })

      // Later pages load it at once, without the banner.
      requested.length = 0
      await page.goto('/nl/over-ons/')
      await expect(banner(page)).toHaveCount(0)
      await expect.poll(() => requested).toEqual([`${GTM}gtm.js?id=${GTM_ID}`])

      // Still no serious accessibility violation on a measured page.
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(
        violations
          .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
          .map((violation) => `${violation.id}: ${violation.help}`),
      ).toEqual([])
    })

    test('"necessary only" loads nothing and drops the page’s events', async ({
      page,
      context,
    }) => {
      const requested = await standInTagManager(context)
      await page.goto('/nl/te-koop/?minPrice=100000')
      await banner(page).getByRole('button', { name: nl.CookieConsent.necessaryOnly }).click()
      await expect(banner(page)).toBeHidden()
      await page.goto('/nl/te-huur/')
      await page.waitForLoadState('networkidle')
      expect(requested).toEqual([])
      expect(await events(page)).toEqual([])
    })
  })

  test.describe('with every category accepted earlier', () => {
    test.use({
      storageState: {
        cookies: [
          {
            name: 'cookie_consent',
            value: ALL,
            domain: '127.0.0.1',
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    })

    test('never loads on the owner portal’s login page', async ({ page, context }) => {
      const requested = await standInTagManager(context)
      const response = await page.goto('/nl/login/')
      expect(connectSrc(response?.headers()['content-security-policy'])).toBe("connect-src 'self'")
      await page.waitForLoadState('networkidle')
      expect(requested).toEqual([])
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
    })

    test('never loads on a page whose address carries a token (a mail link)', async ({
      page,
      context,
    }) => {
      const requested = await standInTagManager(context)
      await page.goto('/nl/over-ons/?token=' + 'x'.repeat(32))
      await page.waitForLoadState('networkidle')
      expect(requested).toEqual([])
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
      // The next page is measured again.
      await page.goto('/nl/over-ons/')
      await expect.poll(() => requested.length).toBe(1)
    })

    test('the footer’s owner login leaves the measured page behind (a full page load)', async ({
      page,
      context,
    }) => {
      const requested = await standInTagManager(context)
      await page.goto('/nl/over-ons/')
      await expect.poll(() => requested.length).toBe(1)
      await page.getByRole('contentinfo').getByRole('link', { name: 'Aanmelden eigenaar' }).click()
      await expect(page).toHaveURL(/\/nl\/login\/$/)
      await page.waitForLoadState('networkidle')
      expect(
        await page.evaluate(() => ({
          tagManager: (window as { __standInTagManager?: number }).__standInTagManager ?? 0,
          dataLayer: 'dataLayer' in window,
        })),
      ).toEqual({ tagManager: 0, dataLayer: false })
      expect(requested).toHaveLength(1)
    })

    test('a completed form reaches the data layer: sent on the form, completed on its thank-you page', async ({
      page,
      context,
    }) => {
      await standInTagManager(context)
      // The form's page is left for the thank-you page: keep what each page pushed.
      await page.addInitScript(() => {
        const kept = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[]
        const layer: unknown[] = []
        layer.push = (...items: unknown[]) => {
          kept.push(...items.map((item) => JSON.parse(JSON.stringify(item)) as unknown))
          sessionStorage.setItem('e2e-data-layer', JSON.stringify(kept))
          return Array.prototype.push.apply(layer, items)
        }
        ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
      })
      await page.goto('/nl/contact/')
      const shown = Date.now()
      await page.getByLabel(/^Voornaam/).fill('Anna')
      await page.getByLabel(/^Naam/).fill('Peeters')
      await page.getByLabel(/^E-mailadres/).fill(`measurement-${Date.now()}@e2e.test`)
      await page.getByLabel(/^Vraag of opmerking/).fill('Graag meer uitleg over de schatting.')
      if (process.env.FORMS_CAPTCHA !== 'off')
        await expect(page.locator('[data-captcha-state]')).toHaveAttribute(
          'data-captcha-state',
          'verified',
          { timeout: 30_000 },
        )
      await page.waitForTimeout(Math.max(0, 3_100 - (Date.now() - shown)))
      await page.getByRole('button', { name: nl.Forms.ui.submit }).click()
      await expect(page).toHaveURL(/\/nl\/bedankt\/contact\/$/)
      await expect
        .poll(() =>
          page.evaluate(() =>
            (JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as { event?: string }[])
              .filter(
                (entry) =>
                  entry && typeof entry.event === 'string' && !entry.event.startsWith('gtm.'),
              )
              .map((entry) => entry),
          ),
        )
        .toEqual([
          { event: 'form_send', form_kind: 'contact' },
          { event: 'form_complete', form_kind: 'contact' },
        ])
      // No personal data on its way to the data layer.
      const everything = await page.evaluate(() => sessionStorage.getItem('e2e-data-layer') ?? '')
      expect(everything).not.toMatch(/Anna|Peeters|e2e\.test|schatting/)
    })

    test('withdrawing analytics deletes its cookies and stops loading it on the next page', async ({
      page,
      context,
    }) => {
      const requested = await standInTagManager(context)
      await context.addCookies([
        { name: '_ga', value: 'GA1.1.123.456', domain: '127.0.0.1', path: '/' },
        { name: '_gid', value: 'GA1.1.789', domain: '127.0.0.1', path: '/' },
      ])
      await page.goto('/nl/over-ons/')
      await expect.poll(() => requested.length).toBe(1)
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: nl.Layout.cookieSettings })
        .click()
      const dialog = banner(page)
      await dialog.getByLabel(nl.CookieConsent.categories.analytical.label).uncheck()
      await dialog.getByRole('button', { name: nl.CookieConsent.saveSelection }).click()
      await expect(dialog).toBeHidden()
      await expect
        .poll(async () =>
          (await context.cookies())
            .map((cookie) => cookie.name)
            .filter((name) => name.startsWith('_g')),
        )
        .toEqual([])
      expect(
        (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value,
      ).toBe('necessary.marketing.social.unclassified')

      requested.length = 0
      await page.goto('/nl/te-koop/')
      await page.waitForLoadState('networkidle')
      expect(requested).toEqual([])
      expect(await events(page)).toEqual([])
    })
  })
})
