// Favourites on all devices (issue 15, docs/decisions/0028) in the browser: a visitor keeps a
// favourite, asks the link on the favourites page (captcha and all), the mail is read from the
// outbox (as staff would see it); a second browser with its own favourite opens the link and gets
// both; a fresh browser opens it and sees them too, then stops the sync. No accessibility
// violations; screenshots at 375 and 1366 px, and the page without JavaScript.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }
import { clearOfTheMailRun } from '../helpers/mailRun'

const sync = nl.Favourites.sync

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
  await page.setViewportSize({ width: 1366, height: 900 })
}

/** Hearts the list's n-th card; returns its title. */
const keep = async (page: Page, n: number) => {
  await page.goto('/nl/te-koop/')
  const card = page.locator('article.property-card').nth(n)
  const heart = card.getByRole('button', { name: 'Bewaar als favoriet' })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  return (await card.locator('h3').textContent())!.trim()
}

const freshPage = async (browser: Browser, options: { javaScriptEnabled?: boolean } = {}) => {
  const context = await browser.newContext({
    locale: 'nl-BE',
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT || 3100}`,
    ...options,
  })
  return context.newPage()
}

test('favourites follow the visitor to another browser through the mailed link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const first = await keep(page, 0)
  await page.goto('/nl/favorieten/')
  await expect(page.locator('.favourites__list > li')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 2, name: sync.heading })).toBeVisible()
  await shoot(page, 'favourites-sync-offer')

  await page.getByRole('button', { name: sync.open }).click()
  const email = `favsync-${Date.now()}@e2e.test`
  await page.getByLabel(/^E-mailadres/).fill(email)
  await captchaSolved(page)
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await shoot(page, 'favourites-sync-form')
  // Read from the outbox below before the mail run erases the link.
  await clearOfTheMailRun()
  await page.getByRole('button', { name: sync.submit }).click()
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible()

  // The mail, as the outbox holds it.
  const token = await adminToken(page.request)
  const outbox = await page.request.get(
    `/api/mail-outbox?where[to][equals]=${encodeURIComponent(email)}&where[purpose][equals]=favourites-link&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  const { docs } = (await outbox.json()) as { docs: { text: string; subject: string }[] }
  expect(docs).toHaveLength(1)
  // The subject from the catalogue, up to the agency's name.
  expect(docs[0].subject).toContain(nl.Favourites.mail.linkSubject.split(' – ')[0])
  const link = new URL(/https?:\/\/\S+\/nl\/favorieten\/#sync=[\w-]+/.exec(docs[0].text)![0])

  // A phone with a favourite of its own opens the link: both, and the address is confirmed.
  const phone = await freshPage(browser)
  const second = await keep(phone, 1)
  await phone.goto(link.pathname + link.hash)
  await expect(phone.getByText(sync.confirmed)).toBeVisible()
  await expect(phone).toHaveURL(/\/nl\/favorieten\/$/) // the token left the address bar
  const phoneList = phone.locator('.favourites__list > li')
  await expect(phoneList).toHaveCount(2)
  await expect(phoneList.getByRole('heading')).toHaveText([second, first])
  expect((await new AxeBuilder({ page: phone }).analyze()).violations).toEqual([])
  await shoot(phone, 'favourites-sync-linked')

  // A heart pressed on a list page of the linked phone goes to the stored list at once.
  const third = await keep(phone, 2)
  await expect
    .poll(async () => {
      const stored = await page.request.get(
        `/api/favourite-lists?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        { headers: { Authorization: `JWT ${token}` } },
      )
      return ((await stored.json()) as { docs: { properties: number[] }[] }).docs[0]?.properties
        .length
    })
    .toBe(3)

  // A browser that never saw this site: the same favourites after the link.
  const fresh = await freshPage(browser)
  await fresh.goto(link.pathname + link.hash)
  await expect(fresh.locator('.favourites__list > li').getByRole('heading')).toHaveText([
    third,
    second,
    first,
  ])
  // Removed here, gone on the phone at its next visit.
  await fresh
    .locator('.favourites__list > li')
    .filter({ hasText: first })
    .getByRole('button', { name: nl.Favourites.remove })
    .click()
  await expect(fresh.locator('.favourites__list > li')).toHaveCount(2)
  await expect
    .poll(async () => {
      await phone.goto('/nl/favorieten/')
      await expect(phone.getByText(sync.linked)).toBeVisible()
      return phone.locator('.favourites__list > li').count()
    })
    .toBe(2)

  // Stopped on one device: the token is used up everywhere, the favourites stay in the browser.
  await fresh.getByRole('button', { name: sync.stop }).click()
  await expect(fresh.getByText(sync.stopped)).toBeVisible()
  await phone.goto('/nl/favorieten/')
  await expect(phone.getByText(sync.invalid)).toBeVisible()
  await expect(phone.locator('.favourites__list > li')).toHaveCount(2)
  await phone.context().close()
  await fresh.context().close()
})

test('without JavaScript the favourites page says what it needs', async ({ browser }) => {
  const page = await freshPage(browser, { javaScriptEnabled: false })
  await page.goto('/nl/favorieten/')
  await expect(page.getByText(nl.Favourites.noScript)).toBeVisible()
  await expect(page.getByRole('button', { name: sync.open })).toHaveCount(0)
  await shoot(page, 'favourites-sync-nojs')
  await page.context().close()
})
