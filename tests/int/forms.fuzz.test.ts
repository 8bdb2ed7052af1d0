// Property-based fuzzing of POST /api/forms/{kind} (fast-check): random JSON, wrong types, huge
// strings, script tags and wrong content types never give a 5xx, an invalid body stores nothing,
// and what is stored comes back escaped in the mails.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { runMailQueue } from '@/jobs'
import { formKinds } from '@/lib/site/formKinds'

import { getTestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { postForm, postJson, unique, validBody, type Ids } from './formsHelpers'

let payload: Payload
let smtp: TestSmtp
let ids: Ids

const count = () => payload.count({ collection: 'submissions' }).then((result) => result.totalDocs)

/** Strings a hostile client sends: markup, quotes, control characters, very long text. */
const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE submissions; --",
    '{{7*7}}${7*7}',
    '\u0000\u202e\r\nBcc: victim@example.com',
    '=HYPERLINK("http://evil.example")',
  ),
  fc.string({ minLength: 5_000, maxLength: 100_000 }),
)

const anyValue = fc.oneof(
  nasty,
  fc.anything(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty),
)

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await getTestPayload()
  const sale = await payload.create({
    collection: 'properties',
    data: {
      title: 'Fuzz villa',
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      price: 300000,
      _status: 'published',
    } as never,
  })
  const rent = await payload.create({
    collection: 'properties',
    data: {
      title: 'Fuzz flat',
      goal: 'rent',
      zip: '9000',
      city: 'Gent',
      price: 900,
      _status: 'published',
    } as never,
  })
  const project = await payload.create({
    collection: 'projects',
    data: { title: 'Fuzz project', zip: '3000', city: 'Leuven', _status: 'published' } as never,
  })
  const start = new Date(Date.now() + 86_400_000)
  const slot = await payload.create({
    collection: 'appointment-slots',
    data: {
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      capacity: 1000,
      status: 'open',
    },
  })
  ids = {
    propertyId: String(sale.id),
    rentPropertyId: String(rent.id),
    projectId: String(project.id),
    slotId: async () => String(slot.id),
  }
})

afterAll(async () => {
  await smtp?.close()
})

describe.each(formKinds)('%s', (kind) => {
  it('never answers 5xx to random JSON and stores nothing for what it refuses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), anyValue)),
        async (body) => {
          const before = await count()
          const response = await postJson(kind, body)
          expect(response.status).toBeLessThan(500)
          if (response.status !== 201) expect(await count()).toBe(before)
        },
      ),
      { numRuns: 25 },
    )
  })

  it('never answers 5xx when one field of a valid body gets a wrong type or hostile text', async () => {
    const valid = await validBody(kind, ids)
    const fields = [
      ...Object.keys(valid),
      'locale',
      'website',
      'altcha',
      'startedAt',
      'cv',
      'propertyId',
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), anyValue, async (field, value) => {
        const before = await count()
        const response = await postJson(kind, { ...valid, email: unique('fuzz'), [field]: value })
        expect(response.status).toBeLessThan(500)
        const body = await response.json()
        if (response.status === 201) expect(body.redirect).toMatch(/^\/(nl|fr|en|de)\//)
        else {
          expect(body.errors?.length ?? body.message).toBeTruthy()
          expect(await count()).toBe(before)
        }
      }),
      { numRuns: 25 },
    )
  })

  it('answers 400 to any other content type or a body that is not JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'text/html',
          'application/x-www-form-urlencoded',
          'application/json',
          'multipart/form-data; boundary=x',
          '',
        ),
        fc.oneof(fc.string(), fc.uint8Array({ maxLength: 2_000 })),
        async (contentType, raw) => {
          const before = await count()
          const response = await postForm(kind, raw as BodyInit, {
            contentType: contentType || null,
          })
          expect(response.status).toBeLessThan(500)
          if (response.status !== 201) expect(await count()).toBe(before)
        },
      ),
      { numRuns: 15 },
    )
  })
})

describe('what is stored comes back escaped', () => {
  it('never puts a visitor’s markup unescaped into the HTML of a mail', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '<script>alert(1)</script>',
          '<img src=x onerror=alert(1)>',
          '"><svg onload=alert(1)>',
        ),
        fc.string({ maxLength: 40 }),
        async (markup, noise) => {
          const email = unique('escape')
          const response = await postJson('contact', {
            ...(await validBody('contact', ids, email)),
            firstName: `${noise}${markup}`.slice(-200),
            remarks: `${markup}${noise}`,
          })
          expect(response.status).toBe(201)
          await runMailQueue(payload)
          const mails = [
            ...(await smtp.waitFor(email)),
            ...smtp.mails.filter((mail) => mail.replyTo?.text.includes(email)),
          ]
          expect(mails.length).toBeGreaterThanOrEqual(2)
          for (const mail of mails) {
            expect(mail.html).not.toContain(markup)
            expect(String(mail.subject)).not.toMatch(/[\r\n]/)
          }
        },
      ),
      { numRuns: 8 },
    )
  })
})
