// A visitor whose browser runs no JavaScript (blocked, failed to load, a slow phone): every form
// still posts (never a GET that puts personal data in the address), the submission is stored and
// the browser lands on the thank-you page; a refused one shows the errors in the visitor's
// language and Back returns to the form with what was typed.
import { expect, test, type APIRequestContext } from '@playwright/test'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import nl from '../../src/i18n/messages/nl.json' with { type: 'json' }

test.use({ javaScriptEnabled: false })

const MIN_FILL_MS = 3_100

const adminHeaders = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', {
    data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const { token } = await login.json()
  return { Authorization: `JWT ${token}` }
}

/** A property one can still make an offer on or apply to rent (not sold, not rented). */
const availableProperty = async (request: APIRequestContext, goal: 'sale' | 'rent') => {
  const response = await request.get(
    `/api/properties?where[goal][equals]=${goal}&where[status][equals]=available&limit=1&depth=0`,
  )
  const { docs } = await response.json()
  expect(docs.length).toBe(1)
  return String(docs[0].id)
}

test('without JavaScript the contact form posts, is stored and lands on the thank-you page, with no personal data in the address', async ({
  page,
  request,
}) => {
  const email = `nojs-${Date.now()}@e2e.test`
  await page.goto('/en/contact/')
  const shown = Date.now()
  await page.getByLabel(/^First name/).fill('Anna')
  await page.getByLabel(/^Last name/).fill('Peeters')
  await page.getByLabel(/^Email address/).fill(email)
  await page.getByLabel(/^Question or remark/).fill('Is the villa in Ghent still available?')
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - shown)))

  // What the browser sends when the button is pressed: a POST to the forms endpoint, never a
  // GET with the fields in the address.
  const sent = page.waitForRequest((sent) => sent.isNavigationRequest())
  await page.getByRole('button', { name: en.Forms.ui.submit }).click()
  const submission = await sent
  expect(new URL(submission.url()).search).toBe('')
  expect(submission.method()).toBe('POST')
  expect(new URL(submission.url()).pathname).toBe('/api/forms/contact/')

  await expect(page).toHaveURL(/\/en\/thank-you\/contact\/$/)
  await expect(page.getByRole('heading', { name: en.ThankYou.title })).toBeVisible()
  expect(page.url()).not.toContain('Anna')
  expect(page.url()).not.toContain(encodeURIComponent(email))
  expect(page.url()).not.toContain(email)

  const stored = await request.get(
    `/api/submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await adminHeaders(request) },
  )
  const { docs } = await stored.json()
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ kind: 'contact', locale: 'en', name: 'Anna Peeters' })
  expect(docs[0].content.remarks).toBe('Is the villa in Ghent still available?')
})

test('without JavaScript a refused form shows the errors in the visitor’s language, and Back keeps what was typed', async ({
  page,
}) => {
  await page.goto('/nl/contact/')
  const shown = Date.now()
  await page.getByLabel(/^Voornaam/).fill('Anna')
  await page.getByLabel(/^E-mailadres/).fill('not-an-address')
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS - (Date.now() - shown)))
  await page.getByRole('button', { name: nl.Forms.ui.submit }).click()

  await expect(page.getByRole('heading', { level: 1 })).toContainText(nl.Forms.ui.notSentTitle)
  await expect(page.getByText(nl.Forms.errors.lastNameRequired)).toBeVisible()
  await expect(page.getByText(nl.Forms.errors.emailInvalid)).toBeVisible()
  expect(page.url()).not.toContain('not-an-address')

  await page.goBack()
  await expect(page).toHaveURL(/\/nl\/contact\/$/)
  await expect(page.getByLabel(/^Voornaam/)).toHaveValue('Anna')
})

test('without JavaScript every form of the site posts to the forms endpoint, whole (every step shown)', async ({
  page,
  request,
}) => {
  const sale = await availableProperty(request, 'sale')
  const rent = await availableProperty(request, 'rent')
  // The appointment page shows its form only while a slot is free (the seed opens none).
  const start = new Date(Date.now() + 41 * 24 * 3600 * 1000)
  start.setUTCSeconds(0, 0)
  const slot = await request.post('/api/appointment-slots', {
    headers: await adminHeaders(request),
    data: {
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60 * 1000).toISOString(),
      capacity: 1,
      status: 'open',
    },
  })
  expect(slot.status()).toBe(201)
  const { docs: projects } = await (await request.get('/api/projects?limit=1&depth=0')).json()
  const pages: [path: string, kind: string][] = [
    ['/nl/contact/', 'contact'],
    [`/nl/contact/?property=${sale}&request=visit`, 'visit-request'],
    [`/nl/contact/?property=${sale}&request=documents`, 'document-request'],
    [`/nl/contact/?property=${sale}&request=friend`, 'send-to-friend'],
    [`/nl/contact/?property=${sale}&request=offer`, 'offer'],
    [`/nl/contact/?property=${rent}&request=rent`, 'rent-application'],
    [`/nl/contact/?project=${projects[0].id}`, 'brochure'],
    ['/nl/gratis-waardebepaling/', 'valuation'],
    ['/nl/zoekopdracht/', 'demand-register'],
    ['/nl/afspraak/', 'appointment'],
    ['/nl/gratis-advies/', 'call-me'],
    ['/nl/vacatures/', 'job'],
    ['/nl/referenties/', 'testimonial'],
    ['/nl/', 'newsletter'],
  ]
  const withFile = new Set(['job', 'rent-application', 'testimonial'])
  for (const [path, kind] of pages) {
    await page.goto(path)
    const form = page.locator(`form[action="/api/forms/${kind}/"]`)
    await expect(form, `${path} has the ${kind} form`).toHaveCount(1)
    await expect(form).toHaveAttribute('method', 'post')
    if (withFile.has(kind)) await expect(form).toHaveAttribute('enctype', 'multipart/form-data')
    // What the server needs, in the server's HTML: the language and the signed start time.
    await expect(form.locator('input[name="startedAt"]')).toHaveAttribute('value', /^\d+\./)
    await expect(form.locator('input[name="locale"]')).toHaveAttribute('value', 'nl')
    // One submit button, and no step hidden behind a "next" that needs JavaScript.
    await expect(form.locator('button[type="submit"]')).toHaveCount(1)
    await expect(form.getByRole('button', { name: nl.Forms.ui.next })).toHaveCount(0)
  }
  // The whole valuation form is on the page at once: its first, second and last step.
  await page.goto('/nl/gratis-waardebepaling/')
  for (const label of [/^Straat/, /^Voornaam/, /^Vraag of opmerking/])
    await expect(page.getByLabel(label).first()).toBeVisible()
})
