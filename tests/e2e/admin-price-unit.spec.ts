// The price unit in the admin (issue 14): an editor reads a choice by name in the admin's
// language — "text before the price (from …)" — instead of the property feed's number code 7;
// a code the import brought (1 for "/maand") is kept and named as such.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  return ((await login.json()) as { token: string }).token
}

const propertyWithUnit = async (request: APIRequestContext, unit: number) => {
  const found = await request.get(
    `/api/properties?limit=1&depth=0&where[priceUnit][equals]=${unit}`,
    { headers: { Authorization: `JWT ${await adminToken(request)}` } },
  )
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  expect(docs.length).toBe(1)
  return docs[0].id
}

const logIn = async (page: Page) => {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL!)
  await page.locator('input[name="password"]').fill(process.env.ADMIN_PASSWORD!)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
}

test('the price unit reads as a choice by name, not a code', async ({ page, request }) => {
  const from = await propertyWithUnit(request, 7)
  const perMonth = await propertyWithUnit(request, 1)
  await logIn(page)

  await page.goto(`/admin/collections/properties/${from}`)
  const field = page.locator('#field-priceUnit')
  await expect(field.getByText('Prijseenheid', { exact: true })).toBeVisible()
  await expect(field).toContainText('Eenheidstekst vóór de prijs (vanaf € 350.000)')
  await expect(field.locator('input[type="number"]')).toHaveCount(0)
  await field.locator('.rs__control').click()
  await expect(page.getByRole('option', { name: /Eenheidstekst na de prijs/ })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.goto(`/admin/collections/properties/${perMonth}`)
  await expect(page.locator('#field-priceUnit')).toContainText(
    'Eenheidstekst na de prijs (code 1 uit de import)',
  )
})
