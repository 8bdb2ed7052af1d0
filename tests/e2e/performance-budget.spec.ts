// What a phone downloads and runs on the public pages (issue 13): every page but the map view
// loads at most 180 KB of JavaScript (gzip) before the visitor does anything, and never the map
// (MapLibre), the photo lightbox or the captcha (ALTCHA): those come when the visitor asks.
// Measured as bench/lighthouse.mjs does (tests/helpers/firstLoadJs.mjs), in a phone's viewport.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }
import {
  FIRST_LOAD_BUDGET_BYTES,
  HEAVY_PARTS,
  MOBILE_VIEWPORT,
  collectScripts,
  kb,
  measureFirstLoad,
} from '../helpers/firstLoadJs.mjs'
import { clientComponents } from '../helpers/flight.mjs'

test.use({ viewport: MOBILE_VIEWPORT })

/** The first detail link of a list page (property or project cards). */
const firstDetail = async (page: Page, listPath: string) => {
  await page.goto(listPath)
  const href = await page.locator('article.property-card h3 a').first().getAttribute('href')
  expect(href, `a card on ${listPath}`).toBeTruthy()
  return href!
}

const budgetPages = async (page: Page) => [
  ['home', '/nl/'],
  ['for-sale list', '/nl/te-koop/'],
  ['property detail', await firstDetail(page, '/nl/te-koop/')],
  ['project', await firstDetail(page, '/nl/nieuwbouw/')],
  ['contact', '/nl/contact/'],
  ['home (fr)', '/fr/'],
  ['for-rent list (de)', '/de/zu-vermieten/'],
  ['contact (en)', '/en/contact/'],
]

const scriptsLoadedBy = async (page: Page, act: () => Promise<void>) => {
  const collector = collectScripts(page)
  await act()
  const loaded = await collector.done()
  collector.stop()
  return loaded
}

test.describe('first-load JavaScript', () => {
  test(`stays within ${kb(FIRST_LOAD_BUDGET_BYTES)} gzip on every public page but the map view, without map, lightbox or captcha`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const measured: string[] = []
    for (const [name, path] of await budgetPages(page)) {
      const load = await measureFirstLoad(context as BrowserContext, path)
      measured.push(
        `${name} ${path}: ${kb(load.gzip)} in ${load.scripts.length} scripts` +
          (load.heavy.length ? ` with ${load.heavy.join(', ')}` : ''),
      )
      expect
        .soft(load.gzip, `${name} (${path}) first-load JS`)
        .toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES)
      expect.soft(load.heavy, `${name} (${path}) loads no map, lightbox or captcha`).toEqual([])
    }
    console.log(`first-load JS:\n${measured.join('\n')}`)
  })

  test('the map view does load MapLibre (the marker the budget looks for is the real one)', async ({
    context,
  }) => {
    // MapLibre adds its canvas once it has arrived and drawn: the count waits for it.
    const load = await measureFirstLoad(context, '/nl/te-koop/?view=map', {
      ready: '.maplibregl-canvas',
    })
    expect(load.heavy).toContain('maplibre')
  })
})

/**
 * The client components each page type hydrates (docs/speed.md): cards, links, photos and hearts
 * are plain HTML (decision 0040), so what is left is the framework's own boundaries and the
 * page's few islands. A change that adds islands raises these on purpose, or fails here.
 */
const CLIENT_COMPONENT_BUDGET: Record<string, number> = {
  home: 28,
  'for-sale list': 33,
  'property detail': 40,
  project: 39,
  contact: 31,
  'home (fr)': 28,
  'for-rent list (de)': 33,
  'contact (en)': 31,
}

test('each page type hydrates no more client components than its budget', async ({ page }) => {
  const counted: string[] = []
  for (const [name, path] of await budgetPages(page)) {
    const html = await (await page.request.get(path)).text()
    const { instances, byName } = clientComponents(html)
    counted.push(`${name} ${path}: ${instances} ${JSON.stringify(byName)}`)
    expect
      .soft(instances, `${name} (${path}): client components`)
      .toBeLessThanOrEqual(CLIENT_COMPONENT_BUDGET[name])
    // The page's cards, links and photos are never client components again.
    expect.soft(byName.Image ?? 0, `${name}: next/image instances`).toBe(0)
    expect.soft(byName.FavouriteButton ?? 0, `${name}: a heart per card`).toBe(0)
  }
  console.log(`client components:\n${counted.join('\n')}`)
})

test.describe('heavy parts come when asked for', () => {
  test('a photo opens the lightbox, whose code arrives with the click', async ({ page }) => {
    // Other tests add properties without photos; take the first listed one that has a gallery.
    await page.goto('/nl/te-koop/')
    const details = await page
      .locator('article.property-card h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const photos = page.getByRole('region', { name: nl.PropertyDetail.gallery }).getByRole('link')
    for (const detail of details) {
      await page.goto(detail)
      if ((await photos.count()) > 1) break
    }
    await page.waitForLoadState('networkidle')
    expect(await photos.count()).toBeGreaterThan(1)
    const loaded = await scriptsLoadedBy(page, () => photos.first().click())
    expect(loaded.scripts.some((script) => HEAVY_PARTS.lightbox.test(script.body))).toBe(true)
    const lightbox = page.getByRole('dialog')
    await expect(lightbox).toBeVisible()
    const total = await photos.count()
    await expect(lightbox.locator('figcaption')).toHaveText(
      nl.PropertyDetail.photo.replace('{number}', '1').replace('{total}', String(total)),
    )
    await page.keyboard.press('ArrowRight')
    await expect(lightbox.locator('figcaption')).toHaveText(
      nl.PropertyDetail.photo.replace('{number}', '2').replace('{total}', String(total)),
    )
    await page.keyboard.press('Escape')
    await expect(lightbox).toBeHidden()
    await expect(photos.first()).toBeFocused()
  })

  test('the contact form fetches its captcha when the visitor starts on it, and it solves', async ({
    page,
  }) => {
    await page.goto('/nl/contact/')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[data-captcha-state]')).toHaveAttribute(
      'data-captcha-state',
      'unverified',
    )
    const captchaBox = page.locator('.form-captcha')
    const heightBefore = (await captchaBox.boundingBox())?.height
    const loaded = await scriptsLoadedBy(page, () => page.getByLabel(/^Voornaam/).focus())
    expect(loaded.heavy).toContain('captcha')
    await expect(page.locator('[data-captcha-state]')).toHaveAttribute(
      'data-captcha-state',
      'verified',
      { timeout: 30_000 },
    )
    const heightAfter = (await captchaBox.boundingBox())?.height
    console.log(`captcha box: ${heightBefore}px before the widget, ${heightAfter}px with it`)
  })
})

test.describe('the footer newsletter', () => {
  test('every page carries only the form texts the newsletter uses, not the whole Forms catalogue', async ({
    request,
  }) => {
    const html = await (await request.get('/nl/te-koop/')).text()
    // Texts of other forms and of the mails: none of them is the newsletter's.
    for (const text of [
      nl.Forms.errors.zonesRequired,
      nl.Forms.errors.captchaMissing,
      nl.Forms.ui.documentsIntro,
    ]) {
      expect(html, text).not.toContain(text)
    }
    // The newsletter's own texts are there (its e-mail error, the privacy line).
    expect(html).toContain(nl.Forms.errors.emailInvalid)
  })

  test('opens on request and signs up, in the visitor’s language', async ({ page }) => {
    await page.goto('/fr/')
    await page.waitForLoadState('networkidle')
    const footer = page.locator('footer')
    await footer.getByRole('button', { name: 'newsletter', exact: false }).click()
    const email = footer.locator('#newsletter-email')
    await expect(email).toBeFocused()
    const shown = Date.now()
    // A wrong address is refused with the French text of the catalogue.
    await email.fill('pas-une-adresse')
    await email.blur()
    await expect(footer.getByRole('alert').first()).toBeVisible()
    await email.fill(`newsletter-${Date.now()}@e2e.test`)
    await expect(footer.locator('[data-captcha-state]')).toHaveAttribute(
      'data-captcha-state',
      'verified',
      { timeout: 30_000 },
    )
    await page.waitForTimeout(Math.max(0, 3_100 - (Date.now() - shown)))
    await footer.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/fr\/merci\/newsletter\/$/)
  })
})

test.describe('the first paint of a first visit', () => {
  test('waits for no stylesheet request and no second request of the page, and the console stays quiet', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    for (const [name, path] of await budgetPages(page)) {
      const response = await request.get(path)
      expect(response.status(), `${name} ${path}`).toBe(200)
      // Critical-CH makes Chromium drop the first answer and ask for the page again with the
      // hint (a whole round trip before the first paint): only the admin asks for it.
      expect(response.headers()['critical-ch'], `${name}: Critical-CH`).toBeUndefined()
      expect(response.headers()['accept-ch'], `${name}: Accept-CH`).toBeUndefined()
      const html = await response.text()
      // The page's CSS is in its HTML (experimental.inlineCss): no render-blocking request.
      expect(html, `${name}: a render-blocking stylesheet`).not.toMatch(
        /<link[^>]+rel="stylesheet"/,
      )
      expect(html, `${name}: its CSS inline`).toMatch(/<style[^>]*>[^<]*--color-/)

      const messages: string[] = []
      const listen = (message: { type: () => string; text: () => string }) => {
        if (['error', 'warning'].includes(message.type()))
          messages.push(`${message.type()}: ${message.text()}`)
      }
      page.on('console', listen)
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      page.off('console', listen)
      expect(messages, `${name} (${path}) console`).toEqual([])
    }
    const admin = await request.get('/admin/login/')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
