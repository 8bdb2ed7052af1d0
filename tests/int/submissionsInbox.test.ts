// The leads inbox can be read: a submission shows as labelled values in the admin's language
// (no JSON editor, nothing from another site), and the CSV export opens in a Belgian Excel.
import { REST_GET } from '@payloadcms/next/routes'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import type { JSONField, Payload } from 'payload'

import config from '@payload-config'
import { SubmissionContent } from '@/components/admin/SubmissionContent'
import { resetRateLimits } from '@/lib/forms/rateLimit'

import { createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { postJson, unique, validBody } from './formsHelpers'

let payload: Payload
let submissionId: number | string
let propertyId: string
let adminToken: string
let reference: string
let email: string

const contentField = () =>
  payload.collections.submissions.config.fields.find(
    (field) => 'name' in field && field.name === 'content',
  ) as JSONField

const renderContent = async (language: string) => {
  const data = await payload.findByID({ collection: 'submissions', id: submissionId, depth: 0 })
  const element = await SubmissionContent({
    data,
    i18n: { language },
    payload,
    field: contentField(),
  } as never)
  return renderToStaticMarkup(createElement('div', null, element))
}

const restGet = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(`http://localhost/api/${path}`)
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  return REST_GET(config)(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  payload = await getTestPayload()
  await resetRateLimits(payload)
  reference = `INB-${Date.now().toString(36).toUpperCase()}`
  const property = await payload.create({
    collection: 'properties',
    locale: 'nl',
    data: {
      title: 'Hoeve in Deinze',
      reference,
      goal: 'sale',
      zip: '9800',
      city: 'Deinze',
      price: 350000,
      _status: 'published',
    } as never,
  })
  propertyId = String(property.id)
  email = unique('inbox')
  const ids = { propertyId, rentPropertyId: propertyId, projectId: '0', slotId: async () => '0' }
  const response = await postJson('offer', {
    ...(await validBody('offer', ids, email)),
    locale: 'nl',
  })
  expect(response.status).toBe(201)
  submissionId = (await response.json()).id
  adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
})

describe('a submission in the admin', () => {
  it('never mounts the JSON editor: the content has its own field and list cell', () => {
    const components = contentField().admin?.components
    expect(components?.Field).toBe('@/components/admin/SubmissionContent#SubmissionContent')
    expect(components?.Cell).toBe('@/components/admin/SubmissionContent#SubmissionContentCell')
  })

  it('shows every field as a labelled, readable value in Dutch, the property by reference and title with its links', async () => {
    const html = await renderContent('nl')
    expect(html).toContain('Koper A – Voornaam</th><td')
    expect(html).toMatch(/Koper A – Voornaam<\/th><td[^>]*>Anna</)
    expect(html).toMatch(/Bedrag<\/th><td[^>]*>€ 350\.000</)
    expect(html).toMatch(/Begindatum<\/th><td[^>]*>10\/01\/2027</)
    expect(html).toContain(`${reference} – Hoeve in Deinze`)
    expect(html).toContain(`href="/admin/collections/properties/${propertyId}"`)
    expect(html).toContain(`href="/nl/te-koop/deinze/hoeve-in-deinze/${propertyId}/"`)
    expect(html).not.toMatch(/[{}]|&quot;|propertyId|350000/)
    // Nothing points outside the site.
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//)
  })

  it('speaks the admin’s language', async () => {
    const html = await renderContent('fr')
    expect(html).toMatch(/Acheteur A – Prénom<\/th><td[^>]*>Anna</)
    expect(html).toMatch(/Montant<\/th><td[^>]*>€ 350\.000</)
    expect(html).toContain('Voir sur le site')
  })
})

describe('the CSV export', () => {
  it('opens in a Belgian Excel: BOM, ;, labels, the property by reference and title', async () => {
    const response = await restGet('submissions/export.csv?kind=offer', {
      Authorization: `JWT ${adminToken}`,
    })
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder().decode(bytes)
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(header.startsWith('"Nr.";"Ontvangen op";"Formulier";')).toBe(true)
    const row = rows.find((line) => line.includes(email))
    expect(row).toContain(`"${reference} – Hoeve in Deinze"`)
    expect(row).toContain('"€ 350.000"')
    expect(row).toContain('"Bod tot aankoop"')
    expect(row).not.toMatch(/[{}]/)
  })

  it('writes the headers in the admin’s language, with commas on request', async () => {
    const response = await restGet('submissions/export.csv?kind=offer&delimiter=comma', {
      Authorization: `JWT ${adminToken}`,
      'Accept-Language': 'fr',
    })
    const csv = (await response.text()).replace(/^\uFEFF/, '')
    expect(csv.startsWith('"N°","Reçu le","Formulaire",')).toBe(true)
    expect(csv).toContain('"Montant"')
  })
})
