// The mails of the demand register and the offer read like a letter, not like a database:
// labels, "€ 350.000" prices, dates, the property by reference and title with its link, in the
// recipient's language (the visitor's for the confirmation, the site's default for the agency).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'

import { runMailQueue } from '@/jobs'
import { resetRateLimits } from '@/lib/forms/rateLimit'

import { getTestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { postJson, unique, validBody, type Ids } from './formsHelpers'

let payload: Payload
let smtp: TestSmtp
let ids: Ids
let reference: string
const agencyEmail = 'agency-mails@test.example'

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await getTestPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { identity: { email: agencyEmail }, defaultLanguage: 'nl' } as never,
  })
  reference = `GE-${Date.now().toString(36).toUpperCase()}`
  const property = await payload.create({
    collection: 'properties',
    locale: 'nl',
    data: {
      title: 'Villa aan de Leie',
      reference,
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      price: 350000,
      _status: 'published',
    } as never,
  })
  await payload.update({
    collection: 'properties',
    id: property.id,
    locale: 'fr',
    data: { title: 'Villa au bord de la Lys', _status: 'published' } as never,
  })
  ids = {
    propertyId: String(property.id),
    rentPropertyId: String(property.id),
    projectId: '0',
    slotId: async () => '0',
  }
})

afterAll(async () => {
  await smtp?.close()
})

beforeEach(async () => {
  process.env.SMTP_URL = smtp.url
  await resetRateLimits(payload)
})

/** Sends the form and returns the visitor's mail and the agency's mail about it. */
const submit = async (
  kind: 'demand-register' | 'offer',
  locale: 'nl' | 'fr' | 'de',
  change: (body: Record<string, unknown>) => Record<string, unknown> = (body) => body,
) => {
  const email = unique(`${kind}-${locale}`)
  const body = change((await validBody(kind, ids, email)) as Record<string, unknown>)
  const response = await postJson(kind, { ...body, locale })
  expect(response.status).toBe(201)
  await runMailQueue(payload)
  const [visitor] = await smtp.waitFor(email)
  const agency = (await smtp.waitFor(agencyEmail, 1)).find((mail) => mail.replyTo?.text === email)
  expect(visitor).toBeDefined()
  expect(agency).toBeDefined()
  return { visitor, agency: agency as ParsedMail }
}

const rawValues = /\b(sale|house|apartment|true|false)\b|[{}[\]"]/

describe('the demand-register mails', () => {
  it('reads in Dutch with labels, names for the choices and prices as € 200.000', async () => {
    const { visitor, agency } = await submit('demand-register', 'nl')
    for (const mail of [visitor, agency]) {
      expect(mail.text).toContain('Types pand: Woning, Appartement')
      // The visitor's goal only, not the valuation form's "Kopen / verkopen".
      expect(mail.text).toContain('Doel: Kopen\n')
      expect(mail.text).not.toContain('verkopen')
      expect(mail.text).toContain('Minimumprijs: € 200.000')
      expect(mail.text).toContain('Maximumprijs: € 400.000')
      expect(mail.text).toContain('Tuin: ja')
      expect(mail.text).not.toMatch(rawValues)
      expect(mail.text).not.toMatch(/200000|400000/)
    }
  })

  it('reads in French for a French visitor, and in the site language for the agency', async () => {
    const { visitor, agency } = await submit('demand-register', 'fr')
    expect(visitor.text).toContain('Prix maximum\u00a0: € 400.000')
    expect(visitor.text).toContain('Jardin\u00a0: oui')
    expect(visitor.text).not.toMatch(rawValues)
    expect(agency.text).toContain('Maximumprijs: € 400.000')
    expect(agency.text).toContain('Taal: FR')
    expect(agency.text).not.toMatch(rawValues)
  })
})

describe('the thanks of a confirmation mail', () => {
  it('names the form with "your" in its gender and case (German: Ihren Suchauftrag)', async () => {
    const { visitor } = await submit('demand-register', 'de')
    expect(visitor.text).toContain('Vielen Dank für Ihren Suchauftrag.')
    const { visitor: dutch } = await submit('demand-register', 'nl')
    expect(dutch.text).toContain('Bedankt voor uw zoekopdracht.')
  })
})

describe('the offer mails', () => {
  it('name a country sent as a code in the language of each mail, never as the code', async () => {
    const { visitor, agency } = await submit('offer', 'fr', (body) => ({
      ...body,
      signerA: { ...(body.signerA as object), country: 'BE' },
    }))
    expect(visitor.text).toMatch(/\u00a0: Belgique$/m)
    expect(agency.text).toContain('Koper A – Land: België')
    for (const mail of [visitor, agency]) expect(mail.text).not.toMatch(/: BE$/m)
  })

  it('name the property by reference and title with its link, the amount as € 350.000 and its words once', async () => {
    const { visitor, agency } = await submit('offer', 'nl')
    for (const mail of [visitor, agency]) {
      expect(mail.text).toContain(`Pand: ${reference} – Villa aan de Leie (http`)
      expect(mail.text).toMatch(/\/nl\/te-koop\/gent\/villa-aan-de-leie\/\d+\//)
      expect(mail.html).toMatch(
        new RegExp(`<a href="http[^"]+/nl/te-koop/gent/villa-aan-de-leie/\\d+/">${reference}`),
      )
      expect(mail.text).not.toMatch(/Pand: \d+\s*$/m)
      expect(mail.text).toContain('Bedrag: € 350.000')
      expect(mail.text).toContain('Begindatum: 10/01/2027')
      expect(mail.text).toContain('Koper A – Voornaam: Anna')
      expect(mail.text?.match(/driehonderdvijftigduizend/g)).toHaveLength(1)
      expect(mail.text).not.toMatch(/[{}"]|350000/)
    }
  })

  it('gives a French visitor the French title and path, the agency the Dutch ones', async () => {
    const { visitor, agency } = await submit('offer', 'fr')
    expect(visitor.text).toContain(`Bien\u00a0: ${reference} – Villa au bord de la Lys (http`)
    expect(visitor.text).toMatch(/\/fr\/a-vendre\/gent\/villa-au-bord-de-la-lys\/\d+\//)
    expect(visitor.text).toContain('Montant\u00a0: € 350.000')
    expect(visitor.text).toContain('Date de début\u00a0: 10/01/2027')
    expect(agency.text).toContain(`Pand: ${reference} – Villa aan de Leie (http`)
    expect(agency.text).toContain('Bedrag: € 350.000')
  })
})
