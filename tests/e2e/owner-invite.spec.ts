// The "Invite to the owner portal" button in an owner's edit view of the admin, on the production
// build: what the staff member sees after the click, in the admin's language, for an owner with
// and without an e-mail address. (The mail itself: tests/int/owner-invite.test.ts.)
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

test.use({ viewport: { width: 1366, height: 900 } })

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

const createOwner = async (request: APIRequestContext, token: string, email?: string) => {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const response = await request.post('/api/owners', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      name: email ? 'Nadia Uitgenodigd' : 'Zonder Mail',
      username: `invite-${suffix}`,
      ...(email ? { email } : {}),
      password: `not-used-${suffix}`,
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

const logIn = async (page: Page) => {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(process.env.ADMIN_EMAIL!)
  await page.locator('#field-password').fill(process.env.ADMIN_PASSWORD!)
  await page.getByRole('button', { name: /inloggen|login/i }).click()
  await expect(page.getByRole('link', { name: /panden|properties/i }).first()).toBeVisible()
}

test('staff invite an owner from the admin and read the outcome in their language', async ({ page, request, context, baseURL }) => {
  const token = await adminToken(request)
  const email = `nadia-${Date.now()}@example.be`
  const withEmail = await createOwner(request, token, email)
  const withoutEmail = await createOwner(request, token)
  await logIn(page)

  await page.goto(`/admin/collections/owners/${withEmail}`)
  const button = page.getByRole('button', { name: 'Uitnodigen voor het eigenaarsportaal' })
  await expect(button).toBeVisible({ timeout: 30_000 })
  await page.screenshot({ path: 'test-results/invite-1366-button.png' })
  await button.click()
  await expect(page.getByText(`Uitnodiging verstuurd naar ${email}. De link is zeven dagen geldig.`)).toBeVisible()
  await page.screenshot({ path: 'test-results/invite-1366-sent.png' })

  await page.goto(`/admin/collections/owners/${withoutEmail}`)
  await page.getByRole('button', { name: 'Uitnodigen voor het eigenaarsportaal' }).click()
  await expect(page.getByText('Deze eigenaar heeft geen e-mailadres. Vul het in en bewaar, en nodig dan uit.')).toBeVisible()
  await page.screenshot({ path: 'test-results/invite-1366-no-email.png' })

  // The same in English once the staff member's admin speaks English.
  await context.addCookies([{ name: 'payload-lng', value: 'en', url: baseURL! }])
  await page.goto(`/admin/collections/owners/${withEmail}`)
  await page.getByRole('button', { name: 'Invite to the owner portal' }).click()
  await expect(page.getByText(`Invitation sent to ${email}. The link is valid for seven days.`)).toBeVisible()
  await page.screenshot({ path: 'test-results/invite-1366-sent-en.png' })
}) // prettier-ignore
