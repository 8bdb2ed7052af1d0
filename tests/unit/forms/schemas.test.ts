// The form schemas: messages are catalogue keys that exist in nl, fr, en and de; the rules of
// docs/forms-api.md hold in the browser and on the server alike.
import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'
import { formKinds } from '@/lib/site/formKinds'
import { formSchemas, valuationSteps, valuationSchema } from '@/lib/forms/schemas'

const catalogues = { nl, fr, en, de }
const keysOf = (locale: keyof typeof catalogues) => Object.keys(catalogues[locale].Forms.errors)

/** Every message a schema produced for some input must be a key of Forms.errors. */
const messagesFor = (kind: (typeof formKinds)[number], input: unknown) => {
  const result = formSchemas[kind].safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('message keys', () => {
  it.each(Object.keys(catalogues))(
    'every Forms.errors key of nl exists in %s with a text',
    (locale) => {
      const messages = catalogues[locale as keyof typeof catalogues].Forms.errors as Record<
        string,
        string
      >
      for (const key of keysOf('nl'))
        expect(messages[key]?.trim(), `${locale}: ${key}`).toBeTruthy()
    },
  )

  it('has every message key written in the schemas and the service in all four catalogues', () => {
    const dir = path.resolve('src/lib/forms')
    const sources = [
      ...fs.readdirSync(path.join(dir, 'schemas')).map((file) => path.join(dir, 'schemas', file)),
      path.join(dir, 'submit.ts'),
      path.join(dir, 'http.ts'),
    ]
    const candidate =
      /'([a-z][A-Za-z]*(?:Required|Invalid|Incomplete|Missing|fileType|imageType|TooLarge|NotFound|Unavailable|Full|Requested|Value|Long|Fast|Body|Kind|Limited|Failed))'/g
    const used = new Set(
      sources.flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(candidate)].map((m) => m[1]),
      ),
    )
    used.add('honeypot')
    expect(used.size).toBeGreaterThan(30)
    for (const locale of Object.keys(catalogues) as (keyof typeof catalogues)[]) {
      const keys = new Set(keysOf(locale))
      expect(
        [...used].filter((key) => !keys.has(key)),
        locale,
      ).toEqual([])
    }
  })

  it.each(formKinds)('%s only produces catalogue keys, whatever it is given', (kind) => {
    const keys = new Set(keysOf('nl'))
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())), (input) => {
        for (const message of messagesFor(kind, input))
          expect(keys.has(message), message).toBe(true)
      }),
      { numRuns: 200 },
    )
    for (const message of messagesFor(kind, {})) expect(keys.has(message), message).toBe(true)
  })

  it('names the messages of the contract, in Dutch as the specification writes them', () => {
    expect(nl.Forms.errors.appointmentsFull).toBe('De afspraken zijn volzet')
    expect(nl.Forms.errors.storeFailed).toBe('Uw mail wordt niet verzonden. Probeer het opnieuw')
    expect(nl.Forms.errors.sendFailed).toBe('E-mail verzenden is mislukt')
  })
})

describe('rules', () => {
  const person = {
    firstName: 'Anna',
    lastName: 'Peeters',
    email: 'anna@example.be',
    phone: '0475 12 34 56',
  }

  it('rejects an e-mail without @ with emailInvalid and a missing one with emailRequired', () => {
    expect(messagesFor('contact', { ...person, remarks: 'x', email: 'anna.example.be' })).toEqual([
      'emailInvalid',
    ])
    expect(messagesFor('contact', { ...person, remarks: 'x', email: '' })).toEqual([
      'emailRequired',
    ])
  })

  it('asks the friend e-mail with one message whether it is missing or invalid', () => {
    const body = {
      firstName: 'Anna',
      email: 'a@b.be',
      friendFirstName: 'B',
      friendLastName: 'C',
      propertyId: '1',
    }
    expect(messagesFor('send-to-friend', body)).toEqual(['friendEmailInvalid'])
    expect(messagesFor('send-to-friend', { ...body, friendEmail: 'nope' })).toEqual([
      'friendEmailInvalid',
    ])
  })

  it('wants an end date after the start date', () => {
    const signerA = {
      firstName: 'A',
      lastName: 'P',
      street: 'S',
      houseNumber: '1',
      zip: '9000',
      city: 'Gent',
    }
    const offer = {
      email: 'a@b.be',
      signerA,
      amount: '350000',
      startDate: '2027-01-10',
      endDate: '2027-01-05',
      place: 'Gent',
      signingDate: '2027-01-09',
      conditions: 'geen',
      propertyId: 1,
    }
    expect(messagesFor('offer', offer)).toEqual(['endDateInvalid'])
    expect(messagesFor('offer', { ...offer, startDate: '2027-02-30' })).toContain(
      'startDateIncomplete',
    )
    expect(formSchemas.offer.parse({ ...offer, endDate: '2027-01-20' }).amount).toBe(350000)
  })

  it('wants at least one type and one zone in a saved search, and min ≤ max', () => {
    const body = { ...person, goal: 'rent', types: [], minPrice: 500, maxPrice: 100 }
    expect(messagesFor('demand-register', body)).toEqual(
      expect.arrayContaining(['typesRequired', 'zonesRequired', 'rangeInvalid']),
    )
    expect(
      messagesFor('demand-register', {
        ...body,
        types: ['house'],
        areas: [
          [
            [4.3, 50.8],
            [4.4, 50.8],
            [4.4, 50.9],
          ],
        ],
        maxPrice: 900,
      }),
    ).toEqual([])
  })

  it('refuses a filled honeypot', () => {
    expect(messagesFor('contact', { ...person, remarks: 'x', website: 'http://spam' })).toEqual([
      'honeypot',
    ])
  })

  it('refuses a CV of the wrong extension or over 5 MB', () => {
    const cv = (name: string, size: number) => ({ name, size })
    expect(messagesFor('job', { ...person, cv: cv('cv.exe', 10) })).toEqual(['fileType'])
    expect(messagesFor('job', { ...person, cv: cv('cv.pdf', 6 * 1024 * 1024) })).toEqual([
      'fileTooLarge',
    ])
    expect(messagesFor('job', { ...person })).toEqual(['cvRequired'])
    expect(messagesFor('job', { ...person, cv: cv('cv.docx', 1000) })).toEqual([])
  })

  it('splits the valuation into steps that cover every required field', () => {
    const stepFields = new Set<string>(valuationSteps.flat())
    const required = valuationSchema
      .safeParse({})
      .error!.issues.map((issue) => String(issue.path[0]))
    for (const field of required) expect(stepFields.has(field), field).toBe(true)
  })
})
