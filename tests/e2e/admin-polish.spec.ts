// What an editor notices in the Dutch admin and on a previewed page (issue 14): dates in Dutch,
// prices formatted in the lists, a banner saying a previewed page is a draft; a favicon.
import { expect, test, type Page } from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

const dutchMonths =
  'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december'

const logIn = async (page: Page) => {
  const login = await page.request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

test('the Dutch admin lists prices as euros and writes dates the Dutch way', async ({ page }) => {
  await logIn(page)
  await page.goto('/admin/collections/properties/?limit=20&sort=-price')
  const prices = page.locator('td.cell-price')
  await expect(prices.first()).toBeVisible({ timeout: 30_000 })
  const texts = (await prices.allTextContents()).map((text) => text.trim())
  expect(texts.some((text) => /^€ \d{1,3}(\.\d{3})+$/.test(text))).toBe(true)
  expect(texts.filter((text) => /^\d{4,}$/.test(text))).toEqual([])

  await prices.first().locator('xpath=..').locator('a').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/properties\/\d+/)
  const controls = page.locator('.doc-controls')
  await expect(controls).toContainText(
    new RegExp(`\\d{1,2} (${dutchMonths}) \\d{4}, \\d{2}:\\d{2}`),
    {
      timeout: 30_000,
    },
  )
  await expect(controls).not.toContainText(/\d(AM|PM)\b|\d e \d{4}|\de \d{4}/)
})

test('a previewed draft says so in a banner, with the way out; visitors see no banner', async ({
  page,
  browser,
}) => {
  const token = await logIn(page)
  const created = await page.request.post('/api/properties?locale=nl&draft=true', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: 'Bel-etage in voorbereiding',
      goal: 'sale',
      price: 289000,
      zip: '2000',
      city: 'Antwerpen',
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto(`/api/preview?collection=properties&id=${doc.id}&locale=nl`)
  const banner = page.getByRole('status').filter({ hasText: nl.Layout.draftPreview })
  await expect(banner).toBeVisible()
  // The banner stays on the other pages while the editor previews.
  await page.goto('/nl/te-koop/')
  await expect(banner).toBeVisible()

  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/nl/te-koop/')
  await expect(visitorPage.getByText(nl.Layout.draftPreview)).toHaveCount(0)
  await visitor.close()

  await banner.getByRole('link', { name: nl.Layout.exitPreview }).click()
  await expect(page).toHaveURL(/\/nl\/$/)
  await expect(page.getByText(nl.Layout.draftPreview)).toHaveCount(0)
})

test('the site has a favicon and an app icon', async ({ page }) => {
  await page.goto('/nl/')
  for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
    const href = await page.locator(selector).first().getAttribute('href')
    expect(href).toBeTruthy()
    const response = await page.request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  }
})
