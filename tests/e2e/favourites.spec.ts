// Favourites without an account (docs/alerts.md): a heart on the cards and the detail page
// keeps properties in the browser; /{lang}/favorieten/ lists them in any language and removes
// them. The pages stay prerendered: the heart appears once its island runs.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator } from '@playwright/test'

const heartOf = (scope: Locator) => scope.getByRole('button', { name: 'Bewaar als favoriet' })

test.describe('favourites', () => {
  test('two favourites from a list and a detail page, seen in nl and fr, one removed', async ({
    page,
  }) => {
    await page.goto('/nl/te-koop/')
    const cards = page.locator('article.property-card')
    const first = cards.nth(0)
    const second = cards.nth(1)
    const firstTitle = (await first.locator('h3').textContent())!.trim()
    const secondTitle = (await second.locator('h3').textContent())!.trim()
    const secondHref = (await second.locator('h3 a').getAttribute('href'))!

    // From the list, with the mouse.
    const heart = heartOf(first)
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')

    // From the detail page, with the keyboard.
    await page.goto(secondHref)
    const detailHeart = heartOf(page.locator('main'))
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false')
    await detailHeart.focus()
    await page.keyboard.press('Enter')
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Space')
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Space')
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/nl/favorieten/')
    await expect(page.getByRole('heading', { level: 1, name: 'Favorieten' })).toBeVisible()
    const list = page.locator('.favourites__list > li')
    await expect(list).toHaveCount(2)
    // Newest first: the detail page's favourite, then the list's.
    await expect(list.nth(0).getByRole('heading')).toHaveText(secondTitle)
    await expect(list.nth(1).getByRole('heading')).toHaveText(firstTitle)

    await page.goto('/fr/favoris/')
    await expect(page.getByRole('heading', { level: 1, name: 'Favoris' })).toBeVisible()
    await expect(page.locator('.favourites__list > li')).toHaveCount(2)
    await expect(page.locator('.favourites__list a').first()).toHaveAttribute(
      'href',
      /^\/fr\/a-vendre\//,
    )

    // The titles are French now: remove the list's favourite (the older one, second).
    const frList = page.locator('.favourites__list > li')
    const kept = (await frList.nth(0).getByRole('heading').textContent())!.trim()
    await frList.nth(1).getByRole('button', { name: 'Retirer des favoris' }).click()
    await expect(frList).toHaveCount(1)
    await page.reload()
    await expect(frList).toHaveCount(1)
    await expect(frList.first().getByRole('heading')).toHaveText(kept)

    // Back on the list, the first card's heart is off again.
    await page.goto('/nl/te-koop/')
    await expect(heartOf(page.locator('article.property-card').nth(0))).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  test('the favourites page says when there are none, and has no axe violations', async ({
    page,
  }) => {
    await page.goto('/nl/favorieten/')
    await expect(page.getByText('U hebt nog geen favorieten.')).toBeVisible()
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`,
    )
    expect(violations).toEqual([])

    await page.goto('/nl/te-koop/')
    await heartOf(page.locator('article.property-card').first()).click()
    await page.goto('/en/favourites/')
    await expect(page.locator('.favourites__list > li')).toHaveCount(1)
    const withCards = (await new AxeBuilder({ page }).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`,
    )
    expect(withCards).toEqual([])
  })

  test('without JavaScript there is no heart that would do nothing', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/nl/te-koop/')
    await expect(page.locator('article.property-card').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Bewaar als favoriet' })).toHaveCount(0)
    await page.goto('/nl/favorieten/')
    await expect(page.getByText('JavaScript')).toBeVisible()
    await context.close()
  })
})
