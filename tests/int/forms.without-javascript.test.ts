// A visitor without JavaScript: the browser posts the form itself (urlencoded, or multipart with
// a file) to the forms endpoint with `Accept: text/html`. The submission is stored exactly as a
// JSON one, then the browser goes on to the thank-you page (303); with an error it gets a page
// in its language listing what to correct, and nothing is stored. Without the captcha (which
// needs JavaScript) the submission is flagged for review and no mail goes to an address the
// visitor typed. JSON clients keep the contract's answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { decodeHTML } from 'entities'
import type { Payload } from 'payload'

import { signStartedAt } from '@/lib/forms/antispam'
import { thankYouPath } from '@/lib/site/paths'
import { catalogues } from '@/i18n/server'

import { getTestPayload } from '../helpers/payload'
import { pdfBytes, postForm, postJson, unique } from './formsHelpers'

let payload: Payload
let propertyId: string
const agencyEmail = 'agency-nojs@test.example'

/** What a browser sends for a form post: its Accept header and the page it comes from. */
const browser = (locale = 'nl') => ({
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': `${locale},en;q=0.5`,
  referer: `http://localhost/${locale}/contact/`,
})

/** A start time signed by the server as the form page renders it, 10 seconds ago. */
const started = () => signStartedAt(Date.now() - 10_000)

const postUrlencoded = (kind: string, fields: [string, string][], locale = 'nl') =>
  postForm(kind, new URLSearchParams(fields).toString(), {
    contentType: 'application/x-www-form-urlencoded',
    headers: browser(locale),
  })

const postMultipart = (kind: string, fields: [string, string | File][], locale = 'nl') => {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  // The browser sets the boundary itself.
  return postForm(kind, form, { contentType: null, headers: browser(locale) })
}

const submissionsOf = async (email: string) =>
  (
    await payload.find({
      collection: 'submissions',
      where: { email: { equals: email } },
      depth: 0,
    })
  ).docs

const outboxOf = async (submissionId: number | string) =>
  (
    await payload.find({
      collection: 'mail-outbox',
      where: { submission: { equals: submissionId } },
      depth: 0,
    })
  ).docs

const contactFields = (email: string, locale = 'nl'): [string, string][] => [
  ['locale', locale],
  ['startedAt', started()],
  ['firstName', 'Anna'],
  ['lastName', 'Peeters'],
  ['email', email],
  ['phone', '0475 12 34 56'],
  ['remarks', 'Is het pand nog vrij?'],
  ['website', ''],
]

const previousCaptcha = process.env.FORMS_CAPTCHA

beforeAll(async () => {
  // As in production: the captcha is on, and a browser without JavaScript cannot solve it.
  delete process.env.FORMS_CAPTCHA
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  process.env.AGENCY_EMAIL = agencyEmail
  payload = await getTestPayload()
  await payload.updateGlobal({ slug: 'site-settings', data: { identity: { email: agencyEmail } } })
  const property = await payload.create({
    collection: 'properties',
    data: {
      title: 'Woning zonder JavaScript',
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      price: 300000,
      _status: 'published',
    } as never,
  })
  propertyId = String(property.id)
})

afterAll(() => {
  process.env.FORMS_CAPTCHA = previousCaptcha
})

describe('a form posted by a browser without JavaScript', () => {
  it('stores the contact form and sends the browser on to the thank-you page, with no personal data in the address', async () => {
    const email = unique('nojs-contact')
    const response = await postUrlencoded('contact', contactFields(email, 'en'), 'en')

    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    expect(location).toBe(thankYouPath('en', 'contact'))
    expect(location).not.toContain('Anna')
    expect(location).not.toContain('@')

    const [submission] = await submissionsOf(email)
    expect(submission).toMatchObject({ kind: 'contact', locale: 'en', name: 'Anna Peeters' })
    expect(submission.content).toMatchObject({
      firstName: 'Anna',
      lastName: 'Peeters',
      email,
      remarks: 'Is het pand nog vrij?',
    })
    // Flagged for the staff: it came without the captcha.
    expect(submission.notes).toBe(catalogues.nl.Forms.mail.unverified)
    // Only the agency hears of it: nothing goes to the address the visitor typed.
    const mails = await outboxOf(submission.id)
    expect(mails.map((mail) => [mail.purpose, mail.to])).toEqual([['notification', agencyEmail]])
    expect(String(mails[0].text)).toContain(catalogues.nl.Forms.mail.unverified)
  })

  it('answers a page with the errors in the visitor’s language and stores nothing', async () => {
    for (const locale of ['fr', 'de'] as const) {
      const email = 'not-an-address'
      const fields = contactFields(email, locale).filter(([name]) => name !== 'lastName')
      const response = await postUrlencoded('contact', fields, locale)

      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      // The texts as the visitor reads them (the page escapes quotes and apostrophes).
      const page = decodeHTML(await response.text())
      const forms = catalogues[locale].Forms
      expect(page).toContain(`lang="${locale}-`)
      expect(page).toContain(forms.ui.notSentTitle)
      expect(page).toContain(forms.errors.lastNameRequired)
      expect(page).toContain(forms.errors.emailInvalid)
      expect(page).toContain(forms.labels.lastName)
      // Back to the form the visitor came from; nothing typed goes into that address.
      expect(page).toContain(`href="/${locale}/contact/"`)
      expect(page).not.toContain('not-an-address')
      expect(await submissionsOf(email)).toHaveLength(0)
    }
  })

  it('refuses a post without the signed start time of a page of the site (a bot posting directly)', async () => {
    const email = unique('nojs-bot')
    const fields = contactFields(email).filter(([name]) => name !== 'startedAt')
    const response = await postUrlencoded('contact', fields)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(catalogues.nl.Forms.errors.formExpired)

    const tooOld = contactFields(email).map(([name, value]): [string, string] =>
      name === 'startedAt' ? [name, signStartedAt(Date.now() - 25 * 3600 * 1000)] : [name, value],
    )
    expect((await postUrlencoded('contact', tooOld)).status).toBe(400)

    const honeypot = contactFields(email).map(([name, value]): [string, string] =>
      name === 'website' ? [name, 'https://spam.example'] : [name, value],
    )
    expect((await postUrlencoded('contact', honeypot)).status).toBe(400)
    expect(await submissionsOf(email)).toHaveLength(0)
  })

  it.each([
    ['nl', '/nl/bedankt/personal-appointment/'],
    ['fr', '/fr/merci/rendez-vous-personnel/'],
    ['en', '/en/thank-you/personal-appointment/'],
    ['de', '/de/danke/persoenlicher-termin/'],
  ])(
    'sends a call-back request on to the personal-appointment thank-you page (%s)',
    async (locale, path) => {
      const email = unique(`nojs-callme-${locale}`)
      const response = await postUrlencoded(
        'call-me',
        [
          ['locale', locale],
          ['startedAt', started()],
          ['firstName', 'Chloé'],
          ['phone', '0475 65 43 21'],
          ['email', email],
          ['contactSlots', '13-16'],
          ['website', ''],
        ],
        locale,
      )
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(path)
      expect(await submissionsOf(email)).toHaveLength(1)
    },
  )

  it('reads lists, numbers, ticked boxes and a list typed in one box (demand register, all steps)', async () => {
    const email = unique('nojs-demand')
    const response = await postUrlencoded('demand-register', [
      ['locale', 'nl'],
      ['startedAt', started()],
      ['goal', 'sale'],
      ['types', 'house'],
      ['types', 'apartment'],
      ['zones', 'Gent, 9000; Merelbeke'],
      ['minPrice', '200000'],
      ['maxPrice', ''],
      ['minBedrooms', '2'],
      ['garden', 'on'],
      ['firstName', 'Bert'],
      ['lastName', 'Claes'],
      ['email', email],
      ['phone', ''],
      ['website', ''],
    ])
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(thankYouPath('nl', 'demand-register'))
    const [submission] = await submissionsOf(email)
    expect(submission.content).toMatchObject({
      goal: 'sale',
      types: ['house', 'apartment'],
      zones: ['Gent', '9000', 'Merelbeke'],
      minPrice: 200000,
      minBedrooms: 2,
      garden: true,
    })
    expect(submission.content).not.toHaveProperty('maxPrice')
    expect(submission.content).not.toHaveProperty('terrace')
  })

  it('reads grouped fields of a multi-step form (the offer: buyer A filled in, buyer B left blank)', async () => {
    const email = unique('nojs-offer')
    const signer = (prefix: string, values: string[]): [string, string][] =>
      ['firstName', 'lastName', 'street', 'houseNumber', 'zip', 'city', 'country'].map(
        (name, index) => [`${prefix}.${name}`, values[index] ?? ''],
      )
    const response = await postUrlencoded('offer', [
      ['locale', 'nl'],
      ['startedAt', started()],
      ['propertyId', propertyId],
      ...signer('signerA', ['Anna', 'Peeters', 'Veldstraat', '12', '9000', 'Gent']),
      ...signer('signerB', []),
      ['email', email],
      ['phone', ''],
      ['amount', '350000'],
      ['startDate', '2027-01-10'],
      ['endDate', '2027-01-20'],
      ['place', 'Gent'],
      ['signingDate', '2027-01-09'],
      ['conditions', 'Onder voorbehoud van financiering'],
      ['website', ''],
    ])
    expect(response.status).toBe(303)
    const [submission] = await submissionsOf(email)
    expect(submission.content).toMatchObject({
      signerA: { firstName: 'Anna', lastName: 'Peeters', city: 'Gent' },
      amount: 350000,
    })
    expect(submission.content).not.toHaveProperty('signerB')
    expect(String(submission.property)).toBe(propertyId)
  })

  it('stores a multipart post with its file (job application) and sends the browser on', async () => {
    const email = unique('nojs-job')
    const response = await postMultipart(
      'job',
      [
        ['locale', 'fr'],
        ['startedAt', started()],
        ['firstName', 'Anna'],
        ['lastName', 'Peeters'],
        ['email', email],
        ['phone', '0475 12 34 56'],
        ['remarks', 'Candidature'],
        ['website', ''],
        ['cv', new File([pdfBytes() as BlobPart], 'cv.pdf', { type: 'application/pdf' })],
      ],
      'fr',
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(thankYouPath('fr', 'job'))
    const [submission] = await submissionsOf(email)
    expect(submission.files).toHaveLength(1)
  })

  it('answers a multipart post without its required file with the error page, storing nothing', async () => {
    const email = unique('nojs-job-nofile')
    const response = await postMultipart('job', [
      ['locale', 'nl'],
      ['startedAt', started()],
      ['firstName', 'Anna'],
      ['lastName', 'Peeters'],
      ['email', email],
      ['phone', '0475 12 34 56'],
      ['website', ''],
      // An empty file input: the browser still sends the part, without a name or bytes.
      ['cv', new File([], '', { type: 'application/octet-stream' })],
    ])
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(catalogues.nl.Forms.errors.cvRequired)
    expect(await submissionsOf(email)).toHaveLength(0)
  })

  it('never mails the friend without a solved captcha: send-to-friend is stored for the staff only', async () => {
    const email = unique('nojs-sender')
    const friend = unique('nojs-friend')
    const response = await postUrlencoded('send-to-friend', [
      ['locale', 'nl'],
      ['startedAt', started()],
      ['propertyId', propertyId],
      ['firstName', 'Anna'],
      ['email', email],
      ['friendFirstName', 'Bert'],
      ['friendLastName', 'Claes'],
      ['friendEmail', friend],
      ['remarks', 'Kijk eens'],
      ['website', ''],
    ])
    expect(response.status).toBe(303)
    const [submission] = await submissionsOf(email)
    const mails = await outboxOf(submission.id)
    expect(mails.map((mail) => mail.to)).toEqual([agencyEmail])
    expect(mails.map((mail) => mail.to)).not.toContain(friend)
  })
})

describe('the newsletter without JavaScript', () => {
  it('signs up and sends only the fixed double opt-in mail, without the text typed in the name', async () => {
    const email = unique('nojs-newsletter')
    const response = await postUrlencoded('newsletter', [
      ['locale', 'nl'],
      ['startedAt', started()],
      ['email', email],
      ['firstName', 'Buy cheap pills at spam.example'],
      ['website', ''],
    ])
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(thankYouPath('nl', 'newsletter'))
    const [submission] = await submissionsOf(email)
    const mails = await outboxOf(submission.id)
    expect(mails.map((mail) => [mail.purpose, mail.to])).toEqual([['newsletter-confirm', email]])
    expect(String(mails[0].text)).not.toContain('spam.example')
    expect(String(mails[0].html)).not.toContain('spam.example')
  })
})

describe('JSON clients keep the contract', () => {
  it('still refuses a JSON submission without the captcha with 400 and a JSON body', async () => {
    const response = await postJson('contact', {
      firstName: 'Anna',
      lastName: 'Peeters',
      email: unique('json'),
      remarks: 'Vraag',
      startedAt: started(),
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/json/)
    expect((await response.json()).errors).toEqual([
      { field: 'altcha', message: catalogues.nl.Forms.errors.captchaMissing },
    ])
  })

  it('answers JSON to a urlencoded post of a client that does not ask for a page', async () => {
    const email = unique('json-urlencoded')
    const response = await postForm(
      'contact',
      new URLSearchParams(contactFields(email).filter(([name]) => name !== 'lastName')).toString(),
      { contentType: 'application/x-www-form-urlencoded' },
    )
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual([
      { field: 'lastName', message: catalogues.nl.Forms.errors.lastNameRequired },
    ])
  })
})
