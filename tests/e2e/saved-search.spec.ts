// Saved searches (issue 15) in the browser: a visitor saves the search of a list page, opens the
// confirmation link of the mail (read from the outbox, as staff would see it), lands on the
// manage page and pauses the alerts — and the manage page has no accessibility violations.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }
import { clearOfTheMailRun } from '../helpers/mailRun'

const MIN_FILL_MS = 3_100
const ui = nl.Forms.ui
const alerts = nl.Alerts

test.use({ locale: 'nl-BE' })

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

const shoot = async (page: Page, name: string) => {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `tests/.tmp/screens/${name}-${width}.png`, fullPage: true })
  }
}

test('a visitor saves a list search, confirms it from the mail and pauses it', async ({ page }) => {
  await page.goto('/nl/te-koop/?type=house&zip=9000&maxPrice=500000')
  await shoot(page, 'list-save-search')
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.getByRole('link', { name: alerts.save.link }).click()
  await expect(page).toHaveURL(/\/nl\/zoekopdracht\/\?/)
  const shown = Date.now()
  await expect(page.getByText(alerts.save.prefilled)).toBeVisible()
  await expect(page.getByLabel(nl.Forms.options.searchType.house, { exact: true })).toBeChecked()
  await expect(page.getByLabel(new RegExp(`^${nl.Forms.labels.zones}`))).toHaveValue('9000')
  await expect(page.getByLabel(/^Maximumprijs/)).toHaveValue('500000')
  await shoot(page, 'demand-prefilled')
  await page.setViewportSize({ width: 1366, height: 900 })

  await page.getByRole('button', { name: ui.next }).click()
  const email = `saved-${Date.now()}@e2e.test`
  await page.getByLabel(/^Voornaam/).fill('Chris')
  await page.getByLabel(/^Naam/).fill('Maes')
  await page.getByLabel(/^E-mailadres/).fill(email)
  await captchaSolved(page)
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - shown)))
  // Read from the outbox below before the mail run erases the link.
  await clearOfTheMailRun()
  await page.getByRole('button', { name: ui.submit }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/zoekopdracht\/$/)

  // The confirmation mail, as the outbox holds it.
  const token = await adminToken(page.request)
  const outbox = await page.request.get(
    `/api/mail-outbox?where[to][equals]=${encodeURIComponent(email)}&where[purpose][equals]=alert-confirm&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const { docs } = (await outbox.json()) as { docs: { text: string }[] }
  expect(docs).toHaveLength(1)
  const link = /https?:\/\/\S+\/api\/alerts\/confirm\/\?token=[\w-]+/.exec(docs[0].text)![0]
  await page.goto(new URL(link).pathname + new URL(link).search)

  await expect(page).toHaveURL(/\/nl\/zoekopdracht\/beheer\/\?token=[\w-]+&done=confirmed$/)
  await expect(page.getByRole('status')).toHaveText(alerts.manage.done_confirmed)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(alerts.manage.title)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations).toEqual([])
  await shoot(page, 'manage')
  await page.setViewportSize({ width: 1366, height: 900 })

  await page.getByRole('button', { name: alerts.manage.pause }).click()
  await expect(page.getByRole('status')).toHaveText(alerts.manage.done_paused)
  await expect(page.getByText(alerts.manage.status_paused)).toBeVisible()
  await expect(page.getByRole('button', { name: alerts.manage.resume })).toBeVisible()
})

test('the manage page works without JavaScript and answers an unknown link with a 404', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'nl-BE' })
  const page = await context.newPage()
  const missing = await page.goto('/nl/zoekopdracht/beheer/?token=' + 'x'.repeat(32))
  expect(missing?.status()).toBe(404)
  const api = await page.request.get('/api/alerts/confirm/?token=' + 'x'.repeat(32))
  expect(api.status()).toBe(404)
  expect(await api.text()).toContain(alerts.invalidTitle)
  await context.close()
})
