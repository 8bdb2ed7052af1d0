// Health, the admin panel on the production build, and accessibility of the first pages.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test('health answers ok after a real query on SQLite', async ({ request }) => {
  const response = await request.get('/api/health', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', database: 'sqlite' })
})

test('an admin logs in and saves a property without redirect loops', async ({ page }) => {
  const redirects: string[] = []
  page.on('response', (response) => {
    if (response.status() === 308 && /\/(api|admin)\//.test(response.url())) {
      redirects.push(response.url())
    }
  })
  await page.goto('/admin')
  await page.locator('#field-email').fill(process.env.ADMIN_EMAIL!)
  await page.locator('#field-password').fill(process.env.ADMIN_PASSWORD!)
  await page.getByRole('button', { name: /inloggen|login/i }).click()
  await expect(page.getByRole('link', { name: /panden|properties/i }).first()).toBeVisible()

  await page.goto('/admin/collections/properties/create')
  await page
    .getByLabel(/titel|title/i)
    .first()
    .fill('Admin e2e pand')
  // The address lives on the "Ligging" tab of the property form.
  await page.getByRole('button', { name: /^(ligging|location)$/i }).click()
  await page.getByLabel(/postcode/i).fill('9000')
  await page.getByRole('textbox', { name: /^(gemeente|town)\b/i }).fill('Gent')
  await page
    .getByRole('button', { name: /publiceer|publish/i })
    .first()
    .click()
  await expect(page.getByText(/succesvol|success/i).first()).toBeVisible()
  expect(redirects).toEqual([])

  await page.goto('/nl/te-koop/')
  await expect(page.getByRole('heading', { name: 'Admin e2e pand' })).toBeVisible()
})

for (const path of ['/nl/', '/fr/a-vendre/', '/nl/contact/', '/en/does-not-exist/']) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact!))
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })
}
