// The agency's other visitor forms in the browser: an online appointment (a free slot booked, a
// slot taken meanwhile refused), a job application with its CV, a testimonial (with and without
// a photo) and the call-back request. Same rules as forms.spec.ts: the real captcha unless
// FORMS_CAPTCHA=off, and the minimum fill time waited out.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

const MIN_FILL_MS = 3_100

const captchaSolved = async (scope: Locator) =>
  process.env.FORMS_CAPTCHA === 'off' ||
  expect(scope.locator('[data-captcha-state]')).toHaveAttribute('data-captcha-state', 'verified', {
    timeout: 30_000,
  })

const unique = (prefix: string) => `${prefix}-${Date.now()}@e2e.test`

const waitFillTime = (page: Page, shown: number) =>
  page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - shown)))

/** A minimal PDF: its bytes say PDF, which is what the server checks. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n47\n%%EOF\n',
)
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
)

const adminHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const { token } = await login.json()
  return { Authorization: `JWT ${token}` }
}

/**
 * A new one-place slot, some weeks ahead (the seed opens none): each test books its own. The
 * start is unique to the run, so an earlier run's slots never stand in the way.
 */
const createSlot = async (request: APIRequestContext) => {
  const start = new Date(Date.now() + 40 * 24 * 3600 * 1000)
  start.setUTCSeconds(0, 0)
  const end = new Date(start.getTime() + 30 * 60 * 1000)
  const created = await request.post('/api/appointment-slots', {
    headers: await adminHeaders(request),
    data: { start: start.toISOString(), end: end.toISOString(), capacity: 1, status: 'open' },
  })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  return String(doc.id)
}

const fillPerson = async (scope: Locator, prefix: string) => {
  await scope.getByLabel(/^Voornaam/).fill('Anna')
  await scope.getByLabel(/^Naam/).fill('Peeters')
  await scope.getByLabel(/^E-mailadres/).fill(unique(prefix))
  await scope.getByLabel(/^Telefoonnummer/).fill('0475 12 34 56')
}

test.describe('online appointment', () => {
  test('a visitor books a free slot, which is then no longer offered', async ({
    page,
    request,
  }) => {
    const slotId = await createSlot(request)
    await page.goto('/nl/afspraak/')
    const shown = Date.now()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Forms.ui.appointmentTitle)
    const main = page.getByRole('main')
    const slots = main.getByRole('group', { name: new RegExp(`^${nl.Forms.ui.appointmentSlots}`) })
    const radio = slots.locator(`#field-slotId-${slotId}`)
    await expect(radio).toHaveAttribute('type', 'radio')
    await radio.check()
    await fillPerson(main, 'appointment')
    await captchaSolved(main)
    await waitFillTime(page, shown)
    await main.getByRole('button', { name: nl.Forms.ui.submit }).click()
    await expect(page).toHaveURL(/\/nl\/bedankt\/contact-appointment\/$/)

    const { slots: free } = await (await request.get('/api/forms/slots')).json()
    expect(free.map((slot: { id: string }) => slot.id)).not.toContain(slotId)
  })

  test('a slot taken while the visitor fills in the form shows "De afspraken zijn volzet"', async ({
    page,
    request,
  }) => {
    const slotId = await createSlot(request)
    await page.goto('/nl/afspraak/')
    const shown = Date.now()
    const main = page.getByRole('main')
    const radio = main.locator(`#field-slotId-${slotId}`)
    await radio.check()
    await fillPerson(main, 'appointment-full')
    // Someone else takes the last place meanwhile.
    const taken = await request.patch(`/api/appointment-slots/${slotId}`, {
      headers: await adminHeaders(request),
      data: { bookedCount: 1 },
    })
    expect(taken.ok()).toBe(true)
    await captchaSolved(main)
    await waitFillTime(page, shown)
    await main.getByRole('button', { name: nl.Forms.ui.submit }).click()
    await expect(main.getByText(nl.Forms.errors.appointmentsFull)).toBeVisible()
    await expect(page).toHaveURL(/\/nl\/afspraak\/$/)
    await expect(radio).toBeDisabled()
  })
})

test('a visitor applies for a job with a CV', async ({ page }) => {
  await page.goto('/nl/vacatures/')
  const shown = Date.now()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.Forms.ui.jobsTitle)
  const form = page.getByRole('region', { name: nl.Forms.ui.jobFormTitle })
  await fillPerson(form, 'job')
  await form
    .getByLabel(/^Vraag of opmerking/)
    .fill('Ik ben vastgoedmakelaar met vijf jaar ervaring.')

  // Sent without a CV, the form asks for one.
  await captchaSolved(form)
  await form.getByRole('button', { name: nl.Forms.ui.submit }).click()
  await expect(form.getByText(nl.Forms.errors.cvRequired)).toBeVisible()

  await form.getByLabel(/^Cv/).setInputFiles({
    name: 'cv-anna-peeters.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  })
  await expect(form.getByText(nl.Forms.errors.cvRequired)).toHaveCount(0)
  await waitFillTime(page, shown)
  await form.getByRole('button', { name: nl.Forms.ui.submit }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/sollicitatie\/$/)
})

test.describe('leave a testimonial', () => {
  for (const photo of [false, true]) {
    test(`is sent ${photo ? 'with' : 'without'} a photo and waits for approval`, async ({
      page,
    }) => {
      const opinion = `Vlot verkocht, bedankt! (${Date.now()})`
      await page.goto('/nl/referenties/')
      const shown = Date.now()
      const form = page.getByRole('region', { name: nl.Forms.ui.testimonialFormTitle })
      await expect(form.getByText(nl.Forms.ui.testimonialModeration)).toBeVisible()
      await form.getByLabel(/^Naam/).fill('Anna Peeters')
      await form.getByLabel(/^E-mailadres/).fill(unique('testimonial'))
      await form.getByLabel(/^Over u/).fill('Verkocht een woning in Gent')
      await form.getByLabel(/^Website/).fill('https://example.com')
      await form.getByLabel(/^Uw getuigenis/).fill(opinion)
      if (photo) {
        await form
          .getByLabel(/^Foto/)
          .setInputFiles({ name: 'anna.png', mimeType: 'image/png', buffer: png })
      }
      await captchaSolved(form)
      await waitFillTime(page, shown)
      await form.getByRole('button', { name: nl.Forms.ui.submit }).click()
      await expect(page).toHaveURL(/\/nl\/bedankt\/getuigenis\/$/)

      // Moderated: not on the references page before an editor approves it.
      await page.goto('/nl/referenties/')
      await expect(page.getByText(opinion)).toHaveCount(0)
    })
  }
})

test('a visitor asks to be called back from the free-advice page', async ({ page }) => {
  await page.goto('/nl/gratis-advies/')
  const shown = Date.now()
  const form = page.getByRole('region', { name: nl.Forms.ui.callMeTitle })
  await form.getByLabel(/^Voornaam/).fill('Bert')
  await form.getByLabel(/^Telefoonnummer/).fill('0475 65 43 21')
  await form.getByLabel(/^E-mailadres/).fill(unique('call-me'))

  // No time slot chosen: the group says so.
  await captchaSolved(form)
  await form.getByRole('button', { name: nl.Forms.ui.submit }).click()
  await expect(form.getByText(nl.Forms.errors.contactSlotsRequired)).toBeVisible()

  await form.getByLabel(nl.Forms.options.contactSlots['13-16'], { exact: true }).check()
  await waitFillTime(page, shown)
  await form.getByRole('button', { name: nl.Forms.ui.submit }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/personal-appointment\/$/)
  await expect(page.getByText(nl.ThankYou.personalAppointmentText)).toBeVisible()
})
