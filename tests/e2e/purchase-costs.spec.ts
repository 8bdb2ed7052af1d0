// The all-in purchase-cost panel (issue 16): on a property for sale, in Dutch and French, the
// visitor's situation and loan change the estimate; it is not on a property for rent; without
// JavaScript the default situation's figures are there; no axe violation.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import fr from '../../src/i18n/messages/fr.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

type Texts = typeof nl.CostPanel

/** The first available property on a list page (for a sale: one in Belgium, with a mortgage). */
const firstProperty = async (page: Page, list: string, texts?: Texts) => {
  await page.goto(list)
  const hrefs = await page
    .locator('article.property-card:not(:has(.property-card__badge--sold)) h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const href of hrefs) {
    await page.goto(href)
    if (!texts) return href
    const mortgage = page.getByRole('rowheader', { name: texts.line_mortgageDuty, exact: true })
    if ((await mortgage.count()) > 0) return href
  }
  throw new Error(`no fitting property on ${list}`)
}

const panelOf = (page: Page, texts: Texts) => page.getByRole('region', { name: texts.title })

/** The total as a number of euros, whatever the language's grouping. */
const totalOf = async (page: Page, texts: Texts) =>
  Number((await panelOf(page, texts).locator('td[data-total]').innerText()).replace(/[^\d]/g, ''))

for (const [language, list, texts] of [
  ['nl', '/nl/te-koop/', nl.CostPanel],
  ['fr', '/fr/a-vendre/', fr.CostPanel],
] as const) {
  test(`${language}: the own-home answer and the loan change the estimated total`, async ({
    page,
  }) => {
    await firstProperty(page, list, texts)
    const panel = panelOf(page, texts)
    await expect(panel.getByRole('table')).toBeVisible()
    const ownHome = panel.getByRole('checkbox', { name: texts.ownHome })
    await expect(ownHome).toBeEnabled()
    await expect(ownHome).toBeChecked()
    const before = await totalOf(page, texts)
    expect(before).toBeGreaterThan(0)
    await expect(
      panel.getByRole('rowheader', { name: texts.line_notaryFee, exact: true }),
    ).toBeVisible()
    await expect(
      panel.getByRole('rowheader', { name: texts.line_mortgageDuty, exact: true }),
    ).toBeVisible()

    // Not a sole own home: the reduced duty (or abatement, or credit) goes; the total rises.
    await ownHome.uncheck()
    await expect.poll(() => totalOf(page, texts)).toBeGreaterThan(before)
    const investor = await totalOf(page, texts)
    await expect(panel.getByRole('status')).toContainText(
      texts.announce.replace('{total}.', '').trim(),
    )

    // No loan: the mortgage deed's lines go, the total falls.
    const loan = panel.getByRole('textbox', { name: texts.loan })
    await loan.fill('0')
    await expect(
      panel.getByRole('rowheader', { name: texts.line_mortgageDuty, exact: true }),
    ).toHaveCount(0)
    await expect.poll(() => totalOf(page, texts)).toBeLessThan(investor)

    // A larger loan than the default costs more than none.
    const none = await totalOf(page, texts)
    await loan.fill('250000')
    await loan.blur()
    await expect(loan).not.toHaveValue('250000') // formatted with the language's grouping
    await expect.poll(() => totalOf(page, texts)).toBeGreaterThan(none)

    await expect(panel.getByText(texts.note_estimate)).toBeVisible()
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.help} — ${violation.nodes[0]?.target.join(' ')}`,
    )
    expect(violations).toEqual([])
  })
}

test('a property for rent has no purchase-cost panel', async ({ page }) => {
  await firstProperty(page, '/nl/te-huur/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: nl.CostPanel.title })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the default situation’s figures and the explanation are in the page', async ({ page }) => {
    await firstProperty(page, '/nl/te-koop/', nl.CostPanel)
    const panel = panelOf(page, nl.CostPanel)
    await expect(panel.getByRole('table')).toBeVisible()
    expect(await totalOf(page, nl.CostPanel)).toBeGreaterThan(0)
    await expect(panel.getByRole('checkbox', { name: nl.CostPanel.ownHome })).toBeDisabled()
    await expect(panel.getByText(nl.CostPanel.note_estimate)).toBeVisible()
  })
})

for (const width of [375, 1366]) {
  test(`the panel at ${width} px fits the screen (screenshot kept)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await firstProperty(page, '/nl/te-koop/', nl.CostPanel)
    const panel = panelOf(page, nl.CostPanel)
    await panel.scrollIntoViewIfNeeded()
    const box = await panel.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await panel.screenshot({ path: testInfo.outputPath(`purchase-costs-${width}.png`) })
  })
}
