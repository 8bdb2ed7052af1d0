// No page of the site is wider than a phone's screen: at 320 and 375 px every page type fits
// the viewport (nothing to scroll sideways), and the cookie banner's buttons are on screen and
// work with a tap.
import { expect, test, type Page } from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

/** The first link inside <main> of `listPath` whose path matches `pattern`. */
const firstLink = async (page: Page, listPath: string, pattern: RegExp) => {
  await page.goto(listPath)
  const find = async () =>
    (
      await page
        .locator('main a[href]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        )
    ).find((path) => pattern.test(path)) ?? ''
  await expect.poll(find, { message: `a link matching ${pattern} on ${listPath}` }).not.toBe('')
  return find()
}

/** Every page type of the site, found on the seeded demo agency. */
const pageTypes = async (page: Page) => {
  const category = await firstLink(
    page,
    '/nl/vraag-en-antwoord/',
    /^\/nl\/vraag-en-antwoord\/[^/]+\/$/,
  )
  return {
    home: '/nl/',
    'for-sale list': '/nl/te-koop/',
    'for-rent list': '/nl/te-huur/',
    'list map view': '/nl/te-koop/?view=map',
    'property detail': await firstLink(
      page,
      '/nl/te-koop/',
      /^\/nl\/te-koop\/[^/]+\/[^/]+\/\d+\/$/,
    ),
    project: await firstLink(page, '/nl/nieuwbouw/', /^\/nl\/nieuwbouw\/[^/]+\/[^/]+\/\d+\/$/),
    'news item': await firstLink(page, '/nl/nieuws/', /^\/nl\/nieuws\/[^/]+\/$/),
    'Q&A item': await firstLink(page, category, /^\/nl\/vraag-en-antwoord\/[^/]+\/[^/]+\/$/),
    contact: '/nl/contact/',
    'content page': '/nl/over-ons/',
    'not found': '/nl/bestaat/niet/',
    login: '/nl/login/',
  }
}

test('no page type is wider than a 320 or 375 px phone screen', async ({ page }) => {
  const pages = await pageTypes(page)
  const tooWide: string[] = []
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 740 })
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path)
      await page.waitForLoadState('load')
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      if (scrollWidth > width) tooWide.push(`${name} (${path}) at ${width} px: ${scrollWidth} px`)
    }
  }
  expect(tooWide).toEqual([])
})

test.describe('the cookie banner on a phone', () => {
  // A phone: touch, and a page wider than the screen would be zoomed out to fit (as on a phone).
  test.use({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
  })

  test('shows its buttons on screen, and a tap on one records the choice', async ({ page }) => {
    await page.goto('/nl/')
    const dialog = page.getByRole('dialog', { name: nl.CookieConsent.title })
    await expect(dialog).toBeVisible()
    for (const name of [nl.CookieConsent.acceptAll, nl.CookieConsent.necessaryOnly]) {
      const box = await dialog.getByRole('button', { name }).boundingBox()
      expect(box, name).not.toBeNull()
      expect(box!.x, name).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(375)
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(667)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    // A real tap at the button's place on screen (no forced click, no scrolling by the test).
    const necessary = await dialog
      .getByRole('button', { name: nl.CookieConsent.necessaryOnly })
      .boundingBox()
    await page.mouse.click(
      necessary!.x + necessary!.width / 2,
      necessary!.y + necessary!.height / 2,
    )
    await expect(dialog).toBeHidden()
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent')
    expect(cookie?.value).toBe('necessary')
  })
})
