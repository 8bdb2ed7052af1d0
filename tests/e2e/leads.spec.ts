// The leads inbox can be read (issue 11, points 5 and 6): an agent opens a submission in the
// admin and reads labelled values, with no request leaving the site; a French visitor's
// thank-you page stays French when the editor wrote the text only in Dutch.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import fr from '../../src/i18n/messages/fr.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

const MIN_FILL_MS = 3_100

const captchaSolved = async (page: Page) =>
  process.env.FORMS_CAPTCHA === 'off' ||
  expect(page.locator('[data-captcha-state]')).toHaveAttribute('data-captcha-state', 'verified', {
    timeout: 30_000,
  })

const adminToken = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

test('an agent reads a visit request in the admin as labelled values, with nothing loaded from elsewhere', async ({
  page,
  baseURL,
}) => {
  const { docs } = await // An available property: a sold or rented one offers no visit request.
  (
    await page.request.get(
      '/api/properties?limit=1&depth=0&where[reference][exists]=true&where[status][equals]=available',
    )
  ).json()
  const property = docs[0] as { id: number; reference: string; title: string }
  const email = `lead-${Date.now()}@e2e.test`
  await page.goto(`/nl/contact/?property=${property.id}`)
  const shown = Date.now()
  await page.getByLabel(/^Voornaam/).fill('Bertrand')
  await page.getByLabel(/^Naam/).fill('Claessens')
  await page.getByLabel(/^E-mailadres/).fill(email)
  await page.getByLabel(/^Telefoonnummer/).fill('0475 12 34 56')
  await captchaSolved(page)
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - shown)))
  await page.getByRole('button', { name: nl.Forms.ui.submit }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/contact-me\/$/)

  const token = await adminToken(page.request)
  const found = await page.request.get(
    `/api/submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const submission = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  expect(submission).toBeDefined()

  const origin = new URL(baseURL!).host
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.host !== origin) elsewhere.push(request.url())
  })
  await page.goto(`/admin/collections/submissions/${submission.id}`)
  const content = page.locator('.submission-content')
  await expect(content).toBeVisible({ timeout: 30_000 })
  await expect(content.locator('tr', { hasText: 'Voornaam' })).toContainText('Bertrand')
  await expect(content.locator('tr', { hasText: 'Telefoonnummer' })).toContainText('0475')
  await expect(content).toContainText(`${property.reference} – ${property.title}`)
  await expect(content.getByRole('link', { name: nl.Forms.values.viewOnSite })).toHaveAttribute(
    'href',
    new RegExp(`^/nl/te-koop/.+/${property.id}/$`),
  )
  await expect(content).not.toContainText('{')
  await expect(page.locator('.monaco-editor, .code-editor')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(elsewhere).toEqual([])
})

test('a French visitor reads the French thank-you text when the editor wrote it only in Dutch', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const dutch = `Bedankt, wij bellen u snel terug ${Date.now()}`
  const saved = await request.post('/api/globals/form-texts?locale=nl', {
    headers,
    data: { contact: { thankYouText: dutch } },
  })
  expect(saved.ok()).toBe(true)
  try {
    await page.goto('/nl/bedankt/contact/')
    await expect(page.getByText(dutch)).toBeVisible()
    await page.goto('/fr/merci/contact/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.ThankYou.title)
    await expect(page.getByText(/^Nous avons bien reçu votre/)).toBeVisible()
    await expect(page.getByText(dutch)).toHaveCount(0)
  } finally {
    await request.post('/api/globals/form-texts?locale=nl', {
      headers,
      data: { contact: { thankYouText: null } },
    })
  }
})
