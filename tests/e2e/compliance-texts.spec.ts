// The texts of the spec's error catalogue (section 8) where a visitor or staff meet them
// (issue 16): the API error on a form whose request fails or whose server errs, with the
// visitor's input kept; "view not found" in the owner portal; the personal-appointment thank-you
// page after the call-back form, with and without JavaScript.
import { expect, test, type Page } from '@playwright/test'

import de from '../../src/i18n/messages/de.json' with { type: 'json' }
import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import fr from '../../src/i18n/messages/fr.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }
import type { Locale } from '../../src/i18n/locales'
import { pathnames } from '../../src/i18n/pathnames'

const messages = { nl, fr, en, de }

/** A list's public path in one language (src/i18n/pathnames.ts). */
const fixedPath = (pathname: '/for-sale' | '/for-rent' | '/keep-me-informed', locale: Locale) =>
  `/${locale}${(pathnames[pathname] as Record<Locale, string>)[locale]}/`
const contactPath = { nl: '/nl/contact/', fr: '/fr/contact/' }

/** The captcha has put its solution in the form (not waited for when the server skips it). */
const captchaSolved = async (page: Page) =>
  process.env.FORMS_CAPTCHA === 'off' ||
  expect(page.locator('[data-captcha-state]')).toHaveAttribute('data-captcha-state', 'verified', {
    timeout: 30_000,
  })

test.describe('a form whose request fails', () => {
  for (const [locale, failure] of [
    ['nl', 'network'],
    ['fr', 'server'],
  ] as const) {
    test(`shows the API error and keeps what the visitor typed (${locale}, ${failure})`, async ({
      page,
    }) => {
      const t = messages[locale].Forms
      await page.route('**/api/forms/contact/', (route) =>
        failure === 'network'
          ? route.abort('internetdisconnected')
          : route.fulfill({
              status: 500,
              contentType: 'text/html',
              body: '<h1>Internal Server Error</h1>',
            }),
      )
      await page.goto(contactPath[locale])
      const values = {
        firstName: 'Anna',
        lastName: 'Peeters',
        email: `api-error-${Date.now()}@e2e.test`,
        remarks: 'Is de villa in Gent nog beschikbaar?',
      }
      await page.getByLabel(new RegExp(`^${t.labels.firstName}`)).fill(values.firstName)
      await page.getByLabel(new RegExp(`^${t.labels.lastName}`)).fill(values.lastName)
      await page.getByLabel(new RegExp(`^${t.labels.email}`)).fill(values.email)
      await page.getByLabel(new RegExp(`^${t.labels.remarks}`)).fill(values.remarks)
      await captchaSolved(page)
      await page.getByRole('button', { name: t.ui.submit }).click()

      await expect(page.locator('.form-banner')).toHaveText(t.errors.apiError)
      await expect(page).toHaveURL(new RegExp(`${contactPath[locale]}$`))
      await expect(page.getByLabel(new RegExp(`^${t.labels.firstName}`))).toHaveValue(
        values.firstName,
      )
      await expect(page.getByLabel(new RegExp(`^${t.labels.email}`))).toHaveValue(values.email)
      await expect(page.getByLabel(new RegExp(`^${t.labels.remarks}`))).toHaveValue(values.remarks)
      // For the eye: the banner below the button on a phone and on a desk.
      for (const width of [375, 1366]) {
        await page.setViewportSize({ width, height: 900 })
        await page.locator('form.form').screenshot({
          path: `tests/.tmp/screens/api-error-${locale}-${width}.png`,
        })
      }
    })
  }
})

test('an owner who opens a property view that is not theirs reads "view not found" and finds the way back', async ({
  page,
}) => {
  await page.goto('/nl/login/')
  await page.locator('input[name="identifier"]').fill('demo-eigenaar-2')
  await page.locator('input[type="password"]').fill(process.env.SEED_OWNER_PASSWORD!)
  await page.locator('.portal-form button[type="submit"]').click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
  const response = await page.goto('/nl/eigenaar/99999999/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Portal.property.notFoundTitle)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: 'tests/.tmp/screens/owner-view-not-found-375.png' })
  await page.getByRole('link', { name: nl.Portal.property.back }).click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
})

const personalAppointment = {
  nl: '/nl/bedankt/personal-appointment/',
  fr: '/fr/merci/rendez-vous-personnel/',
  en: '/en/thank-you/personal-appointment/',
  de: '/de/danke/persoenlicher-termin/',
}

test('without JavaScript the call-back form lands on the personal-appointment thank-you page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const t = fr.Forms
  await page.goto('/fr/conseil-gratuit/')
  const shown = Date.now()
  const form = page.getByRole('region', { name: t.ui.callMeTitle })
  await form.getByLabel(new RegExp(`^${t.labels.firstName}`)).fill('Chloé')
  await form.getByLabel(new RegExp(`^${t.labels.phone}`)).fill('0475 65 43 21')
  await form.getByLabel(new RegExp(`^${t.labels.email}`)).fill(`rdv-${Date.now()}@e2e.test`)
  await form.getByLabel(t.options.contactSlots['13-16'], { exact: true }).check()
  await page.waitForTimeout(Math.max(0, 3_100 - (Date.now() - shown)))
  await form.getByRole('button', { name: t.ui.submit }).click()
  await expect(page).toHaveURL(new RegExp(`${personalAppointment.fr}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.ThankYou.title)
  await expect(page.getByText(fr.ThankYou.personalAppointmentText)).toBeVisible()
  await context.close()
})

for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
  test(`the personal-appointment thank-you page speaks ${locale}`, async ({ page }) => {
    const response = await page.goto(personalAppointment[locale])
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`))
    await expect(page.getByText(messages[locale].ThankYou.personalAppointmentText)).toBeVisible()
    // Not a dead end: the offer for sale and for rent and the alerts are one tap away.
    const next = page.getByRole('region', { name: messages[locale].ThankYou.nextTitle })
    for (const [name, list] of [
      [messages[locale].ThankYou.nextForSale, '/for-sale'],
      [messages[locale].ThankYou.nextForRent, '/for-rent'],
      [messages[locale].ThankYou.nextAlerts, '/keep-me-informed'],
    ] as const) {
      await expect(next.getByRole('link', { name })).toHaveAttribute(
        'href',
        fixedPath(list, locale),
      )
    }
    if (locale === 'nl') {
      for (const width of [375, 1366]) {
        await page.setViewportSize({ width, height: 800 })
        await page.screenshot({ path: `tests/.tmp/screens/personal-appointment-${width}.png` })
      }
    }
  })
}
