// Without SERVER_URL the links in the mails lead to the site the visitor used, not to
// localhost:3000 (issue 11, point 9): the mails are written when the form is submitted, on the
// request's origin, and sent later by the job queue (a real SMTP server receives them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { runMailQueue } from '@/jobs'

import { getTestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { postJson, unique } from './formsHelpers'

let payload: Payload
let smtp: TestSmtp
let propertyId: string

/** What a reverse proxy terminating TLS passes on to Next.js for https://makelaar.example. */
const visitorHeaders = { host: 'makelaar.example', 'x-forwarded-proto': 'https' }

beforeAll(async () => {
  delete process.env.SERVER_URL
  delete process.env.TRUSTED_PROXIES
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  process.env.FORMS_MIN_FILL_SECONDS = '0'
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await getTestPayload()
  const property = await payload.create({
    collection: 'properties',
    data: {
      title: 'Herenhuis aan de Leie',
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      price: 450000,
      _status: 'published',
    } as never,
  })
  propertyId = String(property.id)
})

afterAll(async () => {
  await smtp?.close()
})

const links = (text: string | undefined) => text?.match(/https?:\/\/[^\s)>"]+/g) ?? []

describe('links in the mails without SERVER_URL', () => {
  it('the newsletter confirmation and unsubscribe links use the address the visitor signed up on', async () => {
    const email = unique('links-news')
    const response = await postJson('newsletter', { email, locale: 'nl' }, visitorHeaders)
    expect(response.status).toBe(201)
    await runMailQueue(payload)
    const [mail] = await smtp.waitFor(email)
    expect(mail.text).toMatch(
      /https:\/\/makelaar\.example\/api\/forms\/newsletter\/confirm\/\?token=[\w-]+/,
    )
    expect(mail.text).toMatch(
      /https:\/\/makelaar\.example\/api\/forms\/newsletter\/unsubscribe\/\?token=[\w-]+/,
    )
    expect(links(mail.text).every((link) => link.startsWith('https://makelaar.example/'))).toBe(
      true,
    )
  })

  it("a visit request's mails link the property and the admin on the same site", async () => {
    const email = unique('links-visit')
    const response = await postJson(
      'visit-request',
      {
        firstName: 'Anna',
        lastName: 'Peeters',
        email,
        phone: '0475 12 34 56',
        propertyId,
        locale: 'nl',
      },
      visitorHeaders,
    )
    expect(response.status).toBe(201)
    await runMailQueue(payload)
    const [confirmation] = await smtp.waitFor(email)
    expect(confirmation.text).toContain(
      `https://makelaar.example/nl/te-koop/gent/herenhuis-aan-de-leie/${propertyId}/`,
    )
    const notification = smtp.mails.find(
      (mail) =>
        mail.text?.includes(`/admin/collections/submissions/`) &&
        mail.replyTo?.text.includes(email),
    )
    expect(notification?.text).toMatch(
      /https:\/\/makelaar\.example\/admin\/collections\/submissions\/\d+/,
    )
    for (const mail of [confirmation, notification])
      expect(mail?.text ?? '').not.toContain('localhost')
  })
})
