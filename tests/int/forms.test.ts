// The forms pipeline end to end: the route handler in-process, a real Payload on the run's
// database and a real SMTP server (the test switches the captcha off itself; see forms.security).
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'

import type { Payload } from 'payload'

import { runMailQueue } from '@/jobs'
import { MAIL_RETRIES } from '@/jobs/sendMail'
import { formKinds, type FormKind } from '@/lib/site/formKinds'
import { thankYouPath } from '@/lib/site/paths'
import { catalogues } from '@/i18n/server'
import { resetRateLimits } from '@/lib/forms/rateLimit'
import type { Locale } from '@/i18n/locales'

import { createStaff, getTestPayload } from '../helpers/payload'
import { deadSmtpUrl, startSmtp, type TestSmtp } from '../helpers/smtp'
import {
  kindsWithCv,
  pdfBytes,
  postForm,
  postJson,
  postWithCv,
  unique,
  validBody,
  type Ids,
} from './formsHelpers'

let payload: Payload
let smtp: TestSmtp
let ids: Ids
const agencyEmail = 'agency@test.example'
const managerEmail = 'manager@test.example'
let managedPropertyId: string
let draftPropertyId: string

const locales: Locale[] = ['nl', 'fr', 'en', 'de']
const errorsOf = (locale: Locale) => catalogues[locale].Forms.errors

const submissionsCount = () => payload.count({ collection: 'submissions' }).then((r) => r.totalDocs)

/** Lets jobs whose back-off is pending run now (the test does not wait minutes). */
const makeJobsDue = () =>
  payload.update({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    data: { waitUntil: null },
    depth: 0,
  })

const send = (kind: FormKind, body: Record<string, unknown>) =>
  kindsWithCv.includes(kind)
    ? postWithCv(kind, body, { bytes: pdfBytes(), name: 'cv.pdf' })
    : postJson(kind, body)

const futureSlot = async (capacity = 5) => {
  const start = new Date(Date.now() + 7 * 24 * 3600 * 1000)
  const slot = await payload.create({
    collection: 'appointment-slots',
    data: {
      start: start.toISOString(),
      end: new Date(start.getTime() + 3600 * 1000).toISOString(),
      capacity,
      status: 'open',
    },
  })
  return String(slot.id)
}

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  process.env.AGENCY_EMAIL = agencyEmail
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await getTestPayload()
  // The agency's address in the site settings wins over AGENCY_EMAIL (another file may have
  // seeded the shared database with the demo agency's own address).
  await payload.updateGlobal({ slug: 'site-settings', data: { identity: { email: agencyEmail } } })

  const property = (title: string, extra: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'properties',
      data: {
        title,
        goal: 'sale',
        zip: '9000',
        city: 'Gent',
        price: 350000,
        _status: 'published',
        ...extra,
      } as never,
    })
  const manager = await payload.create({
    collection: 'team',
    data: { name: 'Marc Manager', email: managerEmail } as never,
  })
  const sale = await property('Villa in Gent')
  const rent = await property('Appartement te huur', {
    goal: 'rent',
    price: 1000,
    finance: { chargesTenant: 100, inventoryCost: 400 },
    chargesTenant: 100,
    inventoryCost: 400,
  })
  const managed = await property('Pand met beheerder', { manager: manager.id })
  const draft = await payload.create({
    collection: 'properties',
    data: {
      title: 'Nog niet gepubliceerd',
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      _status: 'draft',
    } as never,
    draft: true,
  })
  const project = await payload.create({
    collection: 'projects',
    data: {
      title: 'Residentie De Linde',
      zip: '3000',
      city: 'Leuven',
      _status: 'published',
    } as never,
  })
  ids = {
    propertyId: String(sale.id),
    rentPropertyId: String(rent.id),
    projectId: String(project.id),
    slotId: () => futureSlot(),
  }
  managedPropertyId = String(managed.id)
  draftPropertyId = String(draft.id)
})

afterAll(async () => {
  await smtp?.close()
})

beforeEach(async () => {
  process.env.SMTP_URL = smtp.url
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  await resetRateLimits(payload)
})

describe('every form kind with valid data', () => {
  it.each(formKinds.map((kind, index) => [kind, locales[index % 4]] as const))(
    'accepts %s in %s: stored, redirected to its thank-you page, mails in that language',
    async (kind, locale) => {
      const email = unique(kind)
      const response = await send(kind, { ...(await validBody(kind, ids, email)), locale })
      const body = await response.json()
      expect(response.status, JSON.stringify(body)).toBe(201)
      expect(body.redirect).toBe(thankYouPath(locale, kind))
      expect(body.id).toEqual(expect.any(String))

      const stored = await payload.findByID({ collection: 'submissions', id: body.id, depth: 0 })
      expect(stored).toMatchObject({ kind, status: 'new', email, locale })
      expect(stored.content).not.toHaveProperty('altcha')

      await runMailQueue(payload)
      const toVisitor = await smtp.waitFor(email)
      expect(toVisitor.length).toBeGreaterThanOrEqual(1)
      const mail = catalogues[locale].Forms.mail
      const expectedSubject =
        kind === 'newsletter' ? mail.newsletterSubject : mail.confirmationSubject
      expect(toVisitor[0].subject).toContain(expectedSubject.split('{')[0].trim())
      expect(toVisitor[0].html).toContain(`lang="${locale}"`)
      if (kind !== 'newsletter') {
        const toAgency = (await smtp.waitFor(agencyEmail, 1)).filter((m) =>
          m.replyTo?.text.includes(email),
        )
        expect(toAgency).toHaveLength(1)
      }
    },
  )

  it('mails the notification to the manager of the property when it has one', async () => {
    const email = unique('managed')
    const response = await postJson('visit-request', {
      ...(await validBody('visit-request', ids, email)),
      propertyId: managedPropertyId,
    })
    expect(response.status).toBe(201)
    await runMailQueue(payload)
    const toManager = (await smtp.waitFor(managerEmail)).filter((m) =>
      m.replyTo?.text.includes(email),
    )
    expect(toManager).toHaveLength(1)
  })

  it('mails the page link and the note to the friend', async () => {
    const friend = unique('friend')
    const body = {
      ...(await validBody('send-to-friend', ids)),
      friendEmail: friend,
      remarks: 'Dit is iets voor jou',
    }
    expect((await postJson('send-to-friend', body)).status).toBe(201)
    await runMailQueue(payload)
    const [mail] = await smtp.waitFor(friend)
    expect(mail.text).toContain('Dit is iets voor jou')
    expect(mail.text).toMatch(new RegExp(`/nl/te-koop/gent/villa-in-gent/${ids.propertyId}/`))
  })

  it('stores a testimonial unapproved in the testimonials collection', async () => {
    const opinion = `Top kantoor ${Date.now()}`
    expect(
      (await postJson('testimonial', { ...(await validBody('testimonial', ids)), opinion })).status,
    ).toBe(201)
    const { docs } = await payload.find({
      collection: 'testimonials',
      where: { opinion: { equals: opinion } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ approved: false, postedBy: 'visitor' })
  })

  it('writes the offer amount in words and the 10 % advance', async () => {
    const email = unique('offer')
    const response = await postJson('offer', {
      ...(await validBody('offer', ids, email)),
      locale: 'nl',
    })
    const { id } = await response.json()
    const stored = await payload.findByID({ collection: 'submissions', id, depth: 0 })
    expect((stored.content as Record<string, unknown>).amountInWords).toBe(
      'driehonderdvijftigduizend',
    )
    await runMailQueue(payload)
    const [mail] = await smtp.waitFor(email)
    expect(mail.text).toContain('driehonderdvijftigduizend')
    expect(mail.text).toContain('€ 35.000')
  })

  it('computes the total payable at signing of a rent application from the property', async () => {
    const response = await postWithCv(
      'rent-application',
      await validBody('rent-application', ids),
      { bytes: pdfBytes(), name: 'cv.pdf' },
    )
    const { id } = await response.json()
    const stored = await payload.findByID({ collection: 'submissions', id, depth: 0 })
    // 1000 rent + 100 charges + 200 (half of the 400 inventory) + 3000 deposit
    expect((stored.content as { totalAtSigning: { total: number } }).totalAtSigning.total).toBe(
      4300,
    )
    expect(stored.files).toHaveLength(1)
  })

  it('keeps a newsletter subscriber pending until the link is followed, with an unsubscribe link', async () => {
    const email = unique('news')
    expect((await postJson('newsletter', { email, locale: 'en' })).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
    })
    expect(docs[0].status).toBe('pending')
    await runMailQueue(payload)
    const [mail] = await smtp.waitFor(email)
    const confirm = mail.text?.match(
      /https?:\/\/\S+\/api\/forms\/newsletter\/confirm\/\?token=[\w-]+/,
    )?.[0]
    expect(confirm).toBeTruthy()
    expect(mail.text).toMatch(/\/api\/forms\/newsletter\/unsubscribe\/\?token=/)
    const { GET } = await import('@/app/api/forms/newsletter/confirm/route')
    const redirect = await GET(
      new Request(confirm!.replace(/^https?:\/\/[^/]+/, 'http://localhost')),
    )
    expect(redirect.status).toBe(303)
    expect(redirect.headers.get('location')).toContain('/en/thank-you/newsletter/')
    const after = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
    })
    expect(after.docs[0].status).toBe('confirmed')
  })
})

describe('invalid data is refused with 400 and nothing is stored', () => {
  const cases: [
    string,
    FormKind,
    (body: Record<string, unknown>) => Record<string, unknown>,
    string,
    keyof ReturnType<typeof errorsOf>,
  ][] = [
    [
      'a missing first name',
      'contact',
      ({ firstName: _, ...rest }) => rest,
      'firstName',
      'firstNameRequired',
    ],
    [
      'a blank last name',
      'contact',
      (body) => ({ ...body, lastName: '   ' }),
      'lastName',
      'lastNameRequired',
    ],
    [
      'an e-mail without @',
      'contact',
      (body) => ({ ...body, email: 'anna.example.com' }),
      'email',
      'emailInvalid',
    ],
    ['a missing e-mail', 'newsletter', ({ email: _, ...rest }) => rest, 'email', 'emailRequired'],
    [
      'a number as first name',
      'contact',
      (body) => ({ ...body, firstName: 42 }),
      'firstName',
      'firstNameRequired',
    ],
    ['a missing phone', 'visit-request', ({ phone: _, ...rest }) => rest, 'phone', 'phoneRequired'],
    [
      'a friend e-mail without @',
      'send-to-friend',
      (body) => ({ ...body, friendEmail: 'bert' }),
      'friendEmail',
      'friendEmailInvalid',
    ],
    [
      'a missing friend e-mail',
      'send-to-friend',
      ({ friendEmail: _, ...rest }) => rest,
      'friendEmail',
      'friendEmailInvalid',
    ],
    [
      'no property type',
      'valuation',
      ({ propertyType: _, ...rest }) => rest,
      'propertyType',
      'propertyTypeRequired',
    ],
    ['no goal', 'valuation', (body) => ({ ...body, goal: 'buy-or-sell' }), 'goal', 'goalRequired'],
    [
      'no valuation address',
      'valuation',
      ({ street: _, ...rest }) => rest,
      'street',
      'valuationAddressRequired',
    ],
    ['no postal code', 'valuation', ({ zip: _, ...rest }) => rest, 'zip', 'zipRequired'],
    ['no city', 'valuation', (body) => ({ ...body, city: '' }), 'city', 'cityRequired'],
    [
      'no property types',
      'demand-register',
      (body) => ({ ...body, types: [] }),
      'types',
      'typesRequired',
    ],
    ['no zones', 'demand-register', ({ zones: _, ...rest }) => rest, 'zones', 'zonesRequired'],
    [
      'an incomplete start date',
      'offer',
      (body) => ({ ...body, startDate: '2027-01' }),
      'startDate',
      'startDateIncomplete',
    ],
    [
      'an incomplete end date',
      'offer',
      ({ endDate: _, ...rest }) => rest,
      'endDate',
      'endDateIncomplete',
    ],
    [
      'an end date before the start',
      'offer',
      (body) => ({ ...body, endDate: '2027-01-01' }),
      'endDate',
      'endDateInvalid',
    ],
    [
      'an amount in words',
      'offer',
      (body) => ({ ...body, amount: 'driehonderdduizend' }),
      'amount',
      'amountInvalid',
    ],
    [
      'no time slots',
      'call-me',
      (body) => ({ ...body, contactSlots: [] }),
      'contactSlots',
      'contactSlotsRequired',
    ],
    ['a bad title', 'contact', (body) => ({ ...body, title: 'dr' }), 'title', 'invalidValue'],
    [
      'a filled honeypot',
      'contact',
      (body) => ({ ...body, website: 'http://spam.example' }),
      'website',
      'honeypot',
    ],
    [
      'a missing opinion',
      'testimonial',
      ({ opinion: _, ...rest }) => rest,
      'opinion',
      'opinionRequired',
    ],
    [
      'a missing project',
      'brochure',
      ({ projectId: _, ...rest }) => rest,
      'projectId',
      'projectIdRequired',
    ],
    [
      'an unticked statement',
      'rent-application',
      (body) => ({ ...body, confirmTotal: false }),
      'confirmTotal',
      'confirmationRequired',
    ],
    [
      'a huge remark',
      'contact',
      (body) => ({ ...body, remarks: 'x'.repeat(6000) }),
      'remarks',
      'tooLong',
    ],
  ]

  it.each(
    cases.flatMap(([name, kind, change, field, key]) =>
      locales.map((locale) => [name, kind, locale, change, field, key] as const),
    ),
  )('refuses %s (%s) in %s', async (_name, kind, locale, change, field, key) => {
    const before = await submissionsCount()
    const body = change({ ...(await validBody(kind, ids)), locale })
    const response = await send(kind, body)
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    expect(errors).toContainEqual({ field, message: errorsOf(locale)[key] })
    expect(await submissionsCount()).toBe(before)
  })

  // A browser's form post (urlencoded) is read since issue 11: forms.without-javascript.test.ts.
  it('refuses malformed JSON, a wrong content type and a non-object body', async () => {
    const before = await submissionsCount()
    for (const response of [
      await postForm('contact', '{"firstName": "Anna",'),
      await postForm('contact', 'hello', { contentType: 'text/plain' }),
      await postForm('contact', null, { contentType: null }),
      await postJson('contact', [1, 2, 3]),
      await postJson('contact', null),
      await postJson('contact', 'a string'),
    ]) {
      expect(response.status).toBe(400)
      expect((await response.json()).errors[0]).toMatchObject({
        field: 'body',
        message: errorsOf('nl').invalidBody,
      })
    }
    expect(await submissionsCount()).toBe(before)
  })

  it('refuses a CV that is not a PDF, DOC or DOCX by its content, and a missing CV', async () => {
    const before = await submissionsCount()
    const body = await validBody('job', ids)
    const fake = await postWithCv('job', body, {
      bytes: new TextEncoder().encode('MZ\x90\x00 not a pdf'),
      name: 'cv.pdf',
    })
    expect(fake.status).toBe(400)
    expect((await fake.json()).errors).toContainEqual({
      field: 'cv',
      message: errorsOf('nl').fileType,
    })
    const missing = await postJson('job', body)
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors).toContainEqual({
      field: 'cv',
      message: errorsOf('nl').cvRequired,
    })
    const tooBig = new Uint8Array(5 * 1024 * 1024 + 10)
    tooBig.set(pdfBytes())
    const big = await postWithCv('job', body, { bytes: tooBig, name: 'cv.pdf' })
    expect(big.status).toBe(400)
    expect((await big.json()).errors).toContainEqual({
      field: 'cv',
      message: errorsOf('nl').fileTooLarge,
    })
    expect(await submissionsCount()).toBe(before)
  })
})

describe('the contract status codes', () => {
  it('answers 404 for an unknown kind, an unknown property, a draft property and an unknown project', async () => {
    expect((await postJson('lottery', { email: unique('x') })).status).toBe(404)
    const visit = await validBody('visit-request', ids)
    for (const propertyId of ['999999', draftPropertyId, 'not-an-id']) {
      const response = await postJson('visit-request', { ...visit, propertyId, locale: 'fr' })
      expect(response.status).toBe(404)
      expect((await response.json()).errors).toEqual([
        { field: 'propertyId', message: errorsOf('fr').propertyNotFound },
      ])
    }
    const brochure = await postJson('brochure', {
      ...(await validBody('brochure', ids)),
      projectId: '999999',
    })
    expect(brochure.status).toBe(404)
  })

  it('answers 409 "De afspraken zijn volzet" for a full slot', async () => {
    const slotId = await futureSlot(1)
    const body = await validBody('appointment', ids)
    expect((await postJson('appointment', { ...body, slotId })).status).toBe(201)
    const full = await postJson('appointment', { ...body, email: unique('late'), slotId })
    expect(full.status).toBe(409)
    expect((await full.json()).errors).toEqual([
      { field: 'slotId', message: 'De afspraken zijn volzet' },
    ])
    const slot = await payload.findByID({ collection: 'appointment-slots', id: slotId })
    expect(slot.bookedCount).toBe(1)
  })

  it('gives the last places of a slot to as many visitors as it has places, booking at the same moment', async () => {
    const slotId = await futureSlot(2)
    const body = await validBody('appointment', ids)
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postJson('appointment', { ...body, email: unique(`same-moment-${i}`), slotId }),
      ),
    )
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 409, 409, 409])
    const slot = await payload.findByID({ collection: 'appointment-slots', id: slotId })
    expect(slot.bookedCount).toBe(2)
    const booked = await payload.count({
      collection: 'submissions',
      where: { appointmentSlot: { equals: slotId } },
    })
    expect(booked.totalDocs).toBe(2)
  })

  it('lists only the slots that can still be booked', async () => {
    const full = await futureSlot(1)
    const open = await futureSlot(3)
    expect(
      (await postJson('appointment', { ...(await validBody('appointment', ids)), slotId: full }))
        .status,
    ).toBe(201)
    const { GET } = await import('@/app/api/forms/slots/route')
    const { slots } = (await (await GET()).json()) as { slots: { id: string; free: number }[] }
    expect(slots.map((slot) => slot.id)).not.toContain(full)
    expect(slots.find((slot) => slot.id === open)?.free).toBe(3)
  })

  it('answers 409 to a document request repeated within 30 days by the same address', async () => {
    const body = await validBody('document-request', ids)
    expect((await postJson('document-request', body)).status).toBe(201)
    const again = await postJson('document-request', {
      ...body,
      email: String(body.email).toUpperCase(),
      locale: 'en',
    })
    expect(again.status).toBe(409)
    expect((await again.json()).errors).toEqual([
      { field: 'email', message: errorsOf('en').documentsAlreadyRequested },
    ])
    expect(
      (await postJson('document-request', { ...body, propertyId: managedPropertyId })).status,
    ).toBe(201)
  })

  it('answers 413 to a body over the size limit', async () => {
    const huge = JSON.stringify({
      ...(await validBody('contact', ids)),
      remarks: 'x'.repeat(400_000),
    })
    const response = await postForm('contact', huge)
    expect(response.status).toBe(413)
  })

  it('answers 429 with Retry-After once a client reaches the rate limit, per client and kind', async () => {
    process.env.FORMS_RATE_LIMIT_PER_MINUTE = '2'
    // Clients told apart by the X-Forwarded-For of a trusted proxy (tests/int/forms.abuse.test.ts
    // shows an untrusted one is ignored).
    process.env.TRUSTED_PROXIES = '192.0.2.1'
    onTestFinished(() => {
      delete process.env.TRUSTED_PROXIES
    })
    const headers = { 'x-forwarded-for': '203.0.113.7' }
    const body = await validBody('call-me', ids)
    expect((await postJson('call-me', body, headers)).status).toBe(201)
    expect((await postJson('call-me', body, headers)).status).toBe(201)
    const limited = await postJson('call-me', { ...body, locale: 'de' }, headers)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await postJson('call-me', body, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(201)
    expect((await postJson('contact', await validBody('contact', ids), headers)).status).toBe(201)
  })

  it('counts a whole IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 one', async () => {
    process.env.FORMS_RATE_LIMIT_PER_MINUTE = '2'
    process.env.TRUSTED_PROXIES = '192.0.2.1'
    onTestFinished(() => {
      delete process.env.TRUSTED_PROXIES
    })
    const body = await validBody('call-me', ids)
    const from = (address: string) => postJson('call-me', body, { 'x-forwarded-for': address })
    expect((await from('2001:db8:77:1::1')).status).toBe(201)
    expect((await from('2001:db8:77:1:ffff::2')).status).toBe(201)
    expect((await from('2001:db8:77:1:1234:5678:9abc:def0')).status).toBe(429)
    expect((await from('2001:db8:77:2::1')).status).toBe(201)
    expect((await from('203.0.113.77')).status).toBe(201)
    expect((await from('203.0.113.77')).status).toBe(201)
    expect((await from('::ffff:203.0.113.77')).status).toBe(429)
  })

  it('answers on the path with and without the trailing slash', async () => {
    const body = await validBody('contact', ids)
    expect(
      (await postForm('contact', JSON.stringify(body), { path: '/api/forms/contact' })).status,
    ).toBe(201)
    expect(
      (await postForm('contact', JSON.stringify(body), { path: '/api/forms/contact/' })).status,
    ).toBe(201)
  })

  it('refuses an anonymous REST create of a submission', async () => {
    await expect(
      payload.create({
        collection: 'submissions',
        data: { kind: 'contact', content: {} } as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('hostile text', () => {
  it('keeps the message without its control characters (PostgreSQL refuses NUL)', async () => {
    const email = unique('control')
    const body = {
      ...(await validBody('contact', ids, email)),
      remarks: 'Nog\u0000 vrij?\u0007\r\nJa',
    }
    const response = await postJson('contact', body)
    expect(response.status).toBe(201)
    const { id } = await response.json()
    const stored = await payload.findByID({ collection: 'submissions', id, depth: 0 })
    expect((stored.content as { remarks: string }).remarks).toBe('Nog vrij?\r\nJa')
  })
})

describe('mail delivery', () => {
  it('accepts a submission while the mail server is down and mails it once the server is back', async () => {
    process.env.SMTP_URL = deadSmtpUrl
    const email = unique('outage')
    const response = await postJson('contact', await validBody('contact', ids, email))
    expect(response.status).toBe(201)
    await runMailQueue(payload)
    const outbox = await payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: email } },
    })
    expect(outbox.docs[0]).toMatchObject({ status: 'queued', attempts: 1 })

    process.env.SMTP_URL = smtp.url
    await makeJobsDue()
    await runMailQueue(payload)
    expect(await smtp.waitFor(email)).toHaveLength(1)
    const sent = await payload.find({ collection: 'mail-outbox', where: { to: { equals: email } } })
    expect(sent.docs[0].status).toBe('sent')
  })

  it('marks a mail whose every attempt failed as "E-mail verzenden is mislukt" for staff, and keeps the submission', async () => {
    process.env.SMTP_URL = deadSmtpUrl
    const email = unique('gave-up')
    const response = await postJson('contact', await validBody('contact', ids, email))
    expect(response.status).toBe(201)
    const { id: submissionId } = await response.json()
    const find = async () =>
      (await payload.find({ collection: 'mail-outbox', where: { to: { equals: email } } })).docs[0]
    // Nine hours of failed retries in one step: every attempt but the last one is behind it.
    await payload.update({
      collection: 'mail-outbox',
      id: (await find()).id,
      data: { attempts: MAIL_RETRIES },
    })
    await runMailQueue(payload)
    expect(await find()).toMatchObject({ status: 'failed', attempts: MAIL_RETRIES + 1 })
    expect((await find()).lastError).toBeTruthy()

    // What staff read in the outbox list, in their admin language: the spec's text.
    const status = payload.collections['mail-outbox'].config.fields.find(
      (field) => 'name' in field && field.name === 'status',
    ) as { options: { value: string; label: Record<string, string> }[] }
    const failed = status.options.find((option) => option.value === 'failed')!.label
    expect(failed.nl).toBe('E-mail verzenden is mislukt')
    for (const locale of ['fr', 'en', 'de'] as const) {
      expect(failed[locale]).toBe(errorsOf(locale).sendFailed)
    }
    // Staff can read it; a visitor cannot.
    const asStaff = await payload.find({
      collection: 'mail-outbox',
      where: { status: { equals: 'failed' }, to: { equals: email } },
      overrideAccess: false,
      user: await createStaff(payload, 'editor'),
    })
    expect(asStaff.docs).toHaveLength(1)
    await expect(
      payload.find({ collection: 'mail-outbox', overrideAccess: false }),
    ).rejects.toThrow()
    // Nothing the visitor sent is lost.
    const submission = await payload.findByID({ collection: 'submissions', id: submissionId })
    expect((submission.content as { email: string }).email).toBe(email)

    // A later run does not try it again.
    process.env.SMTP_URL = smtp.url
    await makeJobsDue()
    await runMailQueue(payload)
    expect(await smtp.waitFor(email, 1, 300)).toHaveLength(0)
    expect((await find()).status).toBe('failed')
  })

  it('sends a mail once even when its job runs twice', async () => {
    const email = unique('twice')
    await postJson('contact', await validBody('contact', ids, email))
    const { docs } = await payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: email } },
    })
    await payload.jobs.queue({
      task: 'sendMail',
      input: { outboxId: String(docs[0].id) },
      queue: 'mail',
    })
    await runMailQueue(payload)
    await payload.jobs.queue({
      task: 'sendMail',
      input: { outboxId: String(docs[0].id) },
      queue: 'mail',
    })
    await runMailQueue(payload)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await smtp.waitFor(email)).toHaveLength(1)
  })

  it('escapes what the visitor typed in the HTML of both mails', async () => {
    const email = unique('xss')
    const remarks = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    await postJson('contact', {
      ...(await validBody('contact', ids, email)),
      firstName: '<b>Anna</b>',
      remarks,
    })
    await runMailQueue(payload)
    const [toVisitor] = await smtp.waitFor(email)
    const toAgency = (await smtp.waitFor(agencyEmail)).find((m) => m.replyTo?.text.includes(email))
    for (const mail of [toVisitor, toAgency!]) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<img src=x')
      expect(mail.html).toContain('&lt;script&gt;')
    }
  })
})
