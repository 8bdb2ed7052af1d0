// The designed home page, header and footer on the seeded demo agency: the carousels and
// testimonials laid out, the phone's menu button, the language switcher's names, the footer's
// legal identity.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

test.describe('home page', () => {
  test('shows a hero photo with the search, carousels of cards in a row and testimonial cards', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/nl/')
    const hero = page.locator('main section').first()
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(hero.locator('img')).toHaveCount(1)
    await expect(hero.getByRole('search')).toBeVisible()

    // The "new for sale" carousel: cards side by side in one row, same height, fixed 3:2 photos.
    const carousel = page.getByRole('list', { name: 'Nieuw te koop' })
    const cards = carousel.locator('article.property-card')
    expect(await cards.count()).toBeGreaterThan(3)
    // What is new for sale can still be visited: no sold or rented property in the row.
    await expect(carousel.locator('.property-card__badge--sold')).toHaveCount(0)
    await expect(
      page.getByRole('list', { name: 'Nieuw te huur' }).locator('.property-card__badge--rented'),
    ).toHaveCount(0)
    const boxes = await cards.evaluateAll((all) =>
      all.map((card) => {
        const box = card.getBoundingClientRect()
        const photo = card.querySelector('.property-card__media')!.getBoundingClientRect()
        return { top: box.top, height: box.height, ratio: photo.width / photo.height }
      }),
    )
    for (const box of boxes) {
      expect(box.top).toBe(boxes[0].top)
      expect(box.height).toBe(boxes[0].height)
      expect(box.ratio).toBeCloseTo(1.5, 1)
    }
    // Each card tells the price, the place and the key facts.
    const first = cards.first()
    await expect(first.locator('.property-card__price')).toHaveText(/€/)
    await expect(first.locator('.property-card__place')).not.toBeEmpty()
    await expect(first.locator('.property-card__facts')).toContainText(/slaapkamer/)
    await expect(first.locator('.property-card__facts')).toContainText(/m²/)
    await expect(first.locator('.property-card__facts')).toContainText(/EPC/)

    // The next button scrolls the row, with the keyboard too.
    const next = page.getByRole('button', { name: nl.Blocks.carouselNext }).first()
    const left = () => carousel.evaluate((list) => list.scrollLeft)
    expect(await left()).toBe(0)
    await next.focus()
    await page.keyboard.press('Enter')
    await expect.poll(left).toBeGreaterThan(100)
    await page.getByRole('button', { name: nl.Blocks.carouselPrevious }).first().click()
    await expect.poll(left).toBe(0)

    // Testimonial photos at their 96 px, never stretched.
    const photos = page.locator('.testimonials img')
    expect(await photos.count()).toBeGreaterThan(0)
    for (const size of await photos.evaluateAll((all) =>
      all.map((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height]),
    ))
      expect(size).toEqual([96, 96])
  })

  test('is less than three screens tall on a desk (not a column of full-width photos)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/nl/')
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000)
  })
})

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('hides the menu behind a button that opens and closes it', async ({ page }) => {
    await page.goto('/nl/')
    const button = page.getByRole('button', { name: nl.Layout.menu })
    const menu = page.getByRole('navigation', { name: nl.Layout.mainNavigation })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveAttribute('aria-controls', 'site-menu')
    await expect(menu).toBeHidden()
    const headerHeight = await page
      .locator('header.site-header')
      .evaluate((header) => header.getBoundingClientRect().height)
    expect(headerHeight).toBeLessThan(90)

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: nl.Layout.forSale })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await menu.getByRole('link', { name: nl.Layout.forSale }).click()
    await expect(page).toHaveURL(/\/nl\/te-koop\/$/)
    await expect(page.getByRole('navigation', { name: nl.Layout.mainNavigation })).toBeHidden()
  })

  test('shows the menu links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    })
    const page = await context.newPage()
    await page.goto('/nl/')
    await expect(page.getByRole('button', { name: nl.Layout.menu })).toBeHidden()
    const menu = page.getByRole('navigation', { name: nl.Layout.mainNavigation })
    await expect(menu.getByRole('link', { name: nl.Layout.forSale })).toBeVisible()
    await context.close()
  })
})

test('a tablet (768 px) gets the menu button too: the header stays one row, a desk (1366 px) shows the links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1000 })
  await page.goto('/nl/')
  const button = page.getByRole('button', { name: nl.Layout.menu })
  await expect(button).toBeVisible()
  const headerHeight = await page
    .locator('header.site-header')
    .evaluate((header) => header.getBoundingClientRect().height)
  expect(headerHeight).toBeLessThan(90)
  await button.click()
  const menu = page.getByRole('navigation', { name: nl.Layout.mainNavigation })
  await expect(menu.getByRole('link', { name: nl.Layout.forSale })).toBeVisible()

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/nl/')
  await expect(page.getByRole('button', { name: nl.Layout.menu })).toBeHidden()
  await expect(
    page
      .getByRole('navigation', { name: nl.Layout.mainNavigation })
      .getByRole('link', { name: nl.Layout.forSale }),
  ).toBeVisible()
})

test('the language switcher’s links are named by the code they show and the language', async ({
  page,
}) => {
  await page.goto('/nl/')
  const switcher = page.getByRole('navigation', { name: nl.Layout.languageSwitcher })
  await expect(switcher.getByRole('link', { name: 'FR Français', exact: true })).toHaveText(/^FR/)
  const mismatches = (
    await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()
  ).violations
  expect(mismatches).toEqual([])
})

test('the footer lays out the agency’s legal identity, the licence number written once', async ({
  page,
}) => {
  await page.goto('/nl/')
  const identity = page.getByRole('region', { name: nl.Layout.legalIdentity })
  await expect(identity).toContainText('Immo Demo, Kortrijksesteenweg 412, 9000 Gent')
  // Each mention is a label and its value, found by the label (the order may grow).
  const row = (term: string) =>
    identity
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
  await expect(row(nl.Layout.companyNumber).getByRole('definition')).toHaveText('0712.345.678')
  await expect(row(nl.Layout.vatNumber).getByRole('definition')).toHaveText('BE0712.345.678')
  await expect(identity).toContainText(nl.Layout.licence)
  await expect(identity).toContainText('BIV 512.345 (België)')
  await expect(identity).toContainText(nl.Layout.supervisorName)
  await expect(identity.getByRole('link', { name: nl.Layout.deontologyLink })).toBeVisible()
  await expect(page.getByRole('contentinfo')).not.toContainText('BIV BIV')
})
