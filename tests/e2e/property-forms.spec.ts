// The forms about one property, in the browser on the production build with the real ALTCHA
// captcha and the default minimum fill time of 3 s (as tests/e2e/forms.spec.ts): send to a
// friend from a property page, the offer to purchase in two steps with its amount in words, the
// rent application with a CV; and the search order's first step asking for a zone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

const MIN_FILL_MS = 3_100
const ui = nl.Forms.ui
const labels = nl.Forms.labels
const errors = nl.Forms.errors

/** The captcha has put its solution in the form (not waited for when the server skips it). */
const captchaSolved = async (page: Page) =>
  process.env.FORMS_CAPTCHA === 'off' ||
  expect(page.locator('[data-captcha-state]')).toHaveAttribute('data-captcha-state', 'verified', {
    timeout: 30_000,
  })

/** Sends once the minimum fill time since `shown` has passed, as a person would take it. */
const submitAfterFillTime = async (page: Page, shown: number) => {
  await captchaSolved(page)
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - shown)))
  await page.getByRole('button', { name: ui.submit }).click()
}

const unique = (prefix: string) => `${prefix}-${Date.now()}@e2e.test`

/** The id of a published property of that goal that is still available. */
const availableProperty = async (request: APIRequestContext, goal: 'sale' | 'rent') => {
  const response = await request.get(
    `/api/properties?where[goal][equals]=${goal}&where[status][equals]=available&limit=1&depth=0`,
  )
  const { docs } = await response.json()
  expect(docs.length).toBe(1)
  return String(docs[0].id)
}

/** A fieldset named by its legend. */
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true })

/** A minimal PDF: enough for the server's content sniffing. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n47\n%%EOF\n',
)

test('a visitor sends a property to a friend from the property page', async ({ page }) => {
  await page.goto('/nl/te-koop/')
  await page.locator('article.property-card h3 a').first().click()
  await expect(page).toHaveURL(/\/nl\/te-koop\/[^/]+\/[^/]+\/\d+\/$/)
  const propertyTitle = await page.getByRole('heading', { level: 1 }).textContent()
  const friendLink = page.getByRole('link', { name: nl.PropertyDetail.sendToFriend })
  await expect(friendLink).toHaveAttribute('href', /\/nl\/contact\/\?property=\d+&request=friend$/)
  await friendLink.click()
  const shown = Date.now()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${ui.friendTitle}: ${propertyTitle}`,
  )

  // The friend's e-mail is checked in the browser with the contract's message.
  const friend = group(page, ui.friendLegend)
  await friend.getByLabel(new RegExp(`^${labels.friendEmail}`)).fill('bert.example.com')
  await friend.getByLabel(new RegExp(`^${labels.friendEmail}`)).blur()
  await expect(page.getByText(errors.friendEmailInvalid)).toBeVisible()

  await friend.getByLabel(new RegExp(`^${labels.friendFirstName}`)).fill('Bert')
  await friend.getByLabel(new RegExp(`^${labels.friendLastName}`)).fill('Claes')
  await friend.getByLabel(new RegExp(`^${labels.friendEmail}`)).fill(unique('friend'))
  const sender = group(page, ui.stepContact)
  await sender.getByLabel(/^Voornaam/).fill('Anna')
  await sender.getByLabel(/^E-mailadres/).fill(unique('sender'))
  await page.getByLabel(labels.friendNote).fill('Kijk eens, dit is iets voor jou!')
  await submitAfterFillTime(page, shown)
  await expect(page).toHaveURL(/\/nl\/bedankt\/send-to-friend\/$/)
})

test('an offer goes in two steps, shows the amount in words and keeps values going back', async ({
  page,
  request,
}) => {
  const id = await availableProperty(request, 'sale')
  await page.goto(`/nl/contact/?property=${id}&request=offer`)
  const shown = Date.now()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ui.offerTitle)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
    ui.stepSigners,
  )

  // An empty first step stays, with the first field of buyer A focused.
  await page.getByRole('button', { name: ui.next }).click()
  const buyerA = group(page, labels.signerA)
  await expect(buyerA.getByLabel(/^Voornaam/)).toBeFocused()
  await expect(buyerA.getByLabel(/^Voornaam/)).toHaveAttribute('aria-invalid', 'true')

  await buyerA.getByLabel(/^Voornaam/).fill('Anna')
  await buyerA.getByLabel(/^Naam/).fill('Peeters')
  await buyerA.getByLabel(/^Straat/).fill('Veldstraat')
  await buyerA.getByLabel(/^Huisnummer/).fill('12')
  await buyerA.getByLabel(/^Postcode/).fill('9000')
  await buyerA.getByLabel(/^Gemeente/).fill('Gent')
  // Buyer B only when there is one.
  await expect(group(page, labels.signerB)).toHaveCount(0)
  await page.getByLabel(labels.hasSignerB).check()
  await expect(group(page, labels.signerB)).toBeVisible()
  await page.getByLabel(labels.hasSignerB).uncheck()
  await group(page, ui.contactDetails)
    .getByLabel(/^E-mailadres/)
    .fill(unique('offer'))
  await page.getByRole('button', { name: ui.next }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
    ui.stepOffer,
  )

  // The words follow the digits as they are typed; the advance is 10 % of the amount.
  const words = page.locator('#offer-amount-words')
  await page.getByLabel(/^Bedrag/).fill('275000')
  await expect(words).toHaveText('tweehonderdvijfenzeventigduizend')
  await page.getByLabel(/^Bedrag/).fill('350.000')
  await expect(words).toHaveText('driehonderdvijftigduizend')
  await expect(page.locator('#offer-advance')).toContainText('€ 35.000')

  // Back and forth keeps what was typed on both steps.
  await page.getByRole('button', { name: ui.previous }).click()
  await expect(group(page, labels.signerA).getByLabel(/^Voornaam/)).toHaveValue('Anna')
  await expect(group(page, labels.signerA).getByLabel(/^Gemeente/)).toHaveValue('Gent')
  await page.getByRole('button', { name: ui.next }).click()
  // (react-hook-form puts back the value it keeps: the digits.)
  await expect(page.getByLabel(/^Bedrag/)).toHaveValue(/^350\.?000$/)
  await expect(words).toHaveText('driehonderdvijftigduizend')

  // The end of the offer must come after its start, checked with the step's other fields.
  await page.getByLabel(/^Begindatum/).fill('2027-01-10')
  await page.getByLabel(/^Einddatum/).fill('2027-01-05')
  await page.getByRole('button', { name: ui.submit }).click()
  await expect(page.getByText(errors.endDateInvalid)).toBeVisible()
  await expect(page.getByText(errors.placeRequired)).toBeVisible()

  await page.getByLabel(/^Einddatum/).fill('2027-01-20')
  await page.getByLabel(/^Plaats/).fill('Gent')
  await page.getByLabel(/^Datum van ondertekening/).fill('2027-01-09')
  await page.getByLabel(/^Voorwaarden/).fill('Onder voorbehoud van financiering')
  await submitAfterFillTime(page, shown)
  await expect(page).toHaveURL(/\/nl\/bedankt\/bod\/$/)
})

test('a rent application with a CV is sent in three steps and lands on its thank-you page', async ({
  page,
  request,
}) => {
  const id = await availableProperty(request, 'rent')
  await page.goto(`/nl/contact/?property=${id}&request=rent`)
  const shown = Date.now()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ui.rentTitle)

  await page.getByLabel(/^Voornaam/).fill('Chris')
  await page.getByLabel(/^Naam/).fill('Maes')
  await page.getByLabel(/^E-mailadres/).fill(unique('rent'))
  await page.getByLabel(/^Telefoonnummer/).fill('0475 12 34 56')
  await page.getByLabel(/^Aantal volwassenen/).fill('2')
  await page.getByRole('button', { name: ui.addChild }).click()
  await expect(page.getByLabel(/^Leeftijd kind 1/)).toBeFocused()
  await page.getByLabel(/^Leeftijd kind 1/).fill('4')
  await page.getByRole('button', { name: ui.next }).click()

  await page.getByLabel(/^Verhuisdatum/).fill('2027-03-01')
  await page.getByLabel(/^Reden van de verhuis/).fill('Dichter bij het werk')
  await page.getByLabel(/^Netto-inkomen persoon 1/).fill('3200')
  await page.getByLabel(/^Cv/).setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  })
  await expect(page.getByText(ui.fileChosen.replace('{name}', 'cv.pdf'))).toBeVisible()
  await page.getByRole('button', { name: ui.next }).click()

  // The five statements, with the settings' minimum income; none may be left unticked.
  const statements = page.locator('.form-field--confirm input[type="checkbox"]')
  await expect(statements).toHaveCount(5)
  await expect(page.locator('.form-field--confirm').first()).toContainText('€ 2.000')
  await page.getByRole('button', { name: ui.submit }).click()
  await expect(page.getByText(errors.confirmationRequired).first()).toBeVisible()
  await expect(statements.first()).toBeFocused()
  for (const statement of await statements.all()) await statement.check()

  await submitAfterFillTime(page, shown)
  await expect(page).toHaveURL(/\/nl\/bedankt\/huuraanvraag\/$/)
})

test('what a visitor enters before the page’s script runs is still there once it has taken over', async ({
  page,
}) => {
  // The script waits until the visitor has filled in the server's form (a slow phone).
  let release!: () => void
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scriptsMayLoad
    await route.continue()
  })
  await page.goto('/nl/zoekopdracht/', { waitUntil: 'domcontentloaded' })
  const types = nl.Forms.options.searchType
  const frequency = nl.Forms.options.frequency
  const goal = page.getByLabel(new RegExp(`^${labels.goal}`))
  await goal.selectOption({ label: nl.Forms.options.searchGoal.rent })
  await page.getByLabel(types.house, { exact: true }).check()
  await page.getByLabel(types.apartment, { exact: true }).check()
  await page.getByLabel(new RegExp(`^${labels.zones}`)).fill('Gent, 9000')
  await page.getByLabel(frequency.weekly, { exact: true }).check()

  release()
  // The steps exist only once the script runs.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
    ui.stepSearch,
  )
  await expect(page.getByLabel(types.house, { exact: true })).toBeChecked()
  await expect(page.getByLabel(types.apartment, { exact: true })).toBeChecked()
  await expect(page.getByLabel(frequency.weekly, { exact: true })).toBeChecked()
  // The form holds them too: the step is valid, and going back shows them again.
  await page.getByRole('button', { name: ui.next }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
    ui.stepContact,
  )
  await page.getByRole('button', { name: ui.previous }).click()
  await expect(page.getByLabel(types.house, { exact: true })).toBeChecked()
  await expect(page.getByLabel(types.apartment, { exact: true })).toBeChecked()
  await expect(page.getByLabel(frequency.weekly, { exact: true })).toBeChecked()
  // Kept as the list it is ("Gent", "9000").
  await expect(page.getByLabel(new RegExp(`^${labels.zones}`))).toHaveValue(/^Gent, ?9000$/)
  await expect(goal).toHaveValue('rent')
})

test('the first step of a search order asks for a zone before the visitor goes on', async ({
  page,
}) => {
  await page.goto('/nl/zoekopdracht/')
  await page.getByLabel(nl.Forms.options.propertyType.house, { exact: true }).check()
  await page.getByRole('button', { name: ui.next }).click()
  await expect(page.getByText(errors.zonesRequired)).toBeVisible()
  await expect(page.getByLabel(new RegExp(`^${labels.zones}`))).toBeFocused()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
    ui.stepSearch,
  )
})
