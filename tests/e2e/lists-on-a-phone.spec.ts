// The property lists on a phone and with a keyboard (issue 14): results first, the filters
// behind a "Filters (n)" button that works without JavaScript, a select stepped through with the
// arrow keys does not reload the list at each step, and axe finds nothing on the lists and the
// map view in Dutch and French, nor on the new-builds list.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import fr from '../../src/i18n/messages/fr.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

const phone = { width: 375, height: 667 }

const firstResultOnFirstScreen = async (page: Page) => {
  const card = page.locator('article.property-card').first()
  await expect(card).toBeVisible()
  const box = (await card.boundingBox())!
  // The photo's top and the card's title link start on the first screen, without scrolling.
  expect(box.y).toBeLessThan(phone.height - 120)
  const title = (await card.locator('h3 a').boundingBox())!
  expect(title.y).toBeGreaterThan(box.y)
}

for (const javaScriptEnabled of [true, false]) {
  test(`on a phone the first result is on the first screen and the filters open from "Filters (n)" (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: phone, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/nl/te-koop/?minPrice=100000&garden=1')
    await firstResultOnFirstScreen(page)

    const toggle = page.getByText('Filters (2)', { exact: true })
    await expect(toggle).toBeVisible()
    const type = page.getByLabel(nl.SearchFilters.type)
    await expect(type).toBeHidden()
    await toggle.click()
    await expect(type).toBeVisible()
    await type.selectOption('apartment')
    // Choosing does not apply yet: the panel stays open for the next choice.
    await page.getByLabel(nl.SearchFilters.minBedrooms).selectOption('2')
    await expect(type).toBeVisible()
    await expect(page).not.toHaveURL(/type=apartment/)
    await page.getByRole('button', { name: nl.SearchFilters.apply }).click()
    await expect(page).toHaveURL(/type=apartment/)
    await expect(page).toHaveURL(/minPrice=100000/)
    await expect(page).toHaveURL(/minBedrooms=2/)
    // After applying, the results come first again, the button counts four filters.
    await expect(page.getByText('Filters (4)', { exact: true })).toBeVisible()
    await expect(page.getByLabel(nl.SearchFilters.type)).toBeHidden()
    await context.close()
  })
}

test('on a desk the filters are open without a button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/nl/te-koop/')
  await expect(page.getByLabel(nl.SearchFilters.type)).toBeVisible()
  await expect(page.getByText('Filters', { exact: true })).toBeHidden()
})

test('an arrow key in a filter select does not reload the results; Enter applies the choice', async ({
  page,
}) => {
  await page.goto('/nl/te-koop/')
  const type = page.getByLabel(nl.SearchFilters.type)
  await type.focus()
  await type.press('ArrowDown')
  await type.press('ArrowDown')
  await expect(type).not.toHaveValue('')
  await page.waitForTimeout(1_500)
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/)
  await expect(type).toBeFocused()

  await type.press('Enter')
  await expect(page).toHaveURL(/[?&]type=/)
})

test.describe('axe on the lists', () => {
  const lists = [
    ['nl', '/nl/te-koop/'],
    ['nl', '/nl/te-huur/'],
    ['nl', '/nl/te-koop/?view=map'],
    ['fr', '/fr/a-vendre/'],
    ['fr', '/fr/a-louer/'],
    ['fr', '/fr/a-vendre/?view=map'],
  ] as const
  for (const [locale, path] of lists) {
    for (const viewport of [phone, { width: 1366, height: 900 }]) {
      test(`${path} has no axe violation at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(path)
        await expect(page.locator('h1')).toHaveText(
          path.includes('huur') || path.includes('louer')
            ? (locale === 'nl' ? nl : fr).PropertyList.forRentTitle
            : (locale === 'nl' ? nl : fr).PropertyList.forSaleTitle,
        )
        if (path.includes('view=map')) {
          await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible()
        }
        const { violations } = await new AxeBuilder({ page }).analyze()
        expect(violations.map((v) => `${v.id} (${v.impact}): ${v.help}`)).toEqual([])
      })
    }
  }
})

test.describe('axe on the new-builds list', () => {
  for (const [messages, path] of [
    [nl, '/nl/nieuwbouw/'],
    [fr, '/fr/projets-neufs/'],
  ] as const) {
    for (const viewport of [phone, { width: 1366, height: 900 }]) {
      test(`${path} titles its results and has no axe violation at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await page.goto(path)
        await expect(page.locator('h1')).toHaveText(messages.Projects.title)
        // The cards' h3 sit under an h2 of the results, not straight under the h1.
        const results = page.getByRole('heading', { level: 2 }).first()
        await expect(results).toBeVisible()
        expect(
          await results.evaluate(
            (heading) =>
              heading.compareDocumentPosition(document.querySelector('article h3')!) &
              Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        ).toBeTruthy()
        const { violations } = await new AxeBuilder({ page }).analyze()
        expect(violations.map((v) => `${v.id} (${v.impact}): ${v.help}`)).toEqual([])
      })
    }
  }
})
