// Valid bodies of every form kind and a helper to call the forms endpoint in-process.
import { randomBytes } from 'node:crypto'

import { POST } from '@/app/api/forms/[kind]/route'
import type { FormKind } from '@/lib/site/formKinds'

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@test.example`

export type Ids = {
  propertyId: string
  rentPropertyId: string
  projectId: string
  slotId: () => Promise<string>
}

/** A minimal PDF: enough for content sniffing. */
export const pdfBytes = () =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n47\n%%EOF\n',
  )

export const validBody = async (
  kind: FormKind,
  ids: Ids,
  email = unique(kind),
): Promise<Record<string, unknown>> => {
  const person = { firstName: 'Anna', lastName: 'Peeters', email, phone: '0475 12 34 56' }
  switch (kind) {
    case 'contact':
      return { ...person, remarks: 'Is het pand nog vrij?' }
    case 'visit-request':
      return { ...person, propertyId: ids.propertyId }
    case 'appointment':
      return { ...person, slotId: await ids.slotId() }
    case 'valuation':
      return {
        ...person,
        street: 'Veldstraat',
        houseNumber: '12',
        zip: '9000',
        city: 'Gent',
        propertyType: 'house',
        goal: 'sale',
      }
    case 'send-to-friend':
      return {
        firstName: 'Anna',
        email,
        friendFirstName: 'Bert',
        friendLastName: 'Claes',
        friendEmail: unique('friend'),
        remarks: 'Kijk eens!',
        propertyId: ids.propertyId,
      }
    case 'testimonial':
      return {
        name: 'Anna Peeters',
        email,
        opinion: 'Vlot verkocht, dank u!',
        aboutYou: 'Verkocht in Gent',
      }
    case 'document-request':
      return { ...person, propertyId: ids.propertyId }
    case 'demand-register':
      return {
        ...person,
        goal: 'sale',
        types: ['house', 'apartment'],
        zones: ['9000', 'Gent'],
        minPrice: 200000,
        maxPrice: 400000,
        garden: true,
      }
    case 'offer':
      return {
        email,
        signerA: {
          firstName: 'Anna',
          lastName: 'Peeters',
          street: 'Veldstraat',
          houseNumber: '12',
          zip: '9000',
          city: 'Gent',
        },
        amount: 350000,
        startDate: '2027-01-10',
        endDate: '2027-01-20',
        place: 'Gent',
        signingDate: '2027-01-09',
        conditions: 'Onder voorbehoud van financiering',
        propertyId: ids.propertyId,
      }
    case 'rent-application':
      return {
        ...person,
        adults: 2,
        children: [{ age: 4 }],
        pets: false,
        movingDate: '2027-03-01',
        reason: 'Dichter bij het werk',
        income1: 3200,
        confirmIncome: true,
        confirmProof: true,
        confirmPersons: true,
        confirmDescription: true,
        confirmTotal: true,
        propertyId: ids.rentPropertyId,
      }
    case 'job':
      return { ...person, remarks: 'Graag kom ik bij jullie werken.' }
    case 'brochure':
      return { ...person, projectId: ids.projectId }
    case 'call-me':
      return { firstName: 'Anna', email, phone: '0475 12 34 56', contactSlots: ['10-13'] }
    case 'newsletter':
      return { email, firstName: 'Anna' }
  }
}

export const kindsWithCv: FormKind[] = ['rent-application', 'job']

/** POST /api/forms/{kind} through the route handler, as Next would call it. */
export const postForm = (
  kind: string,
  body: BodyInit | null,
  {
    contentType = 'application/json',
    headers = {},
    path,
  }: { contentType?: string | null; headers?: Record<string, string>; path?: string } = {},
) =>
  POST(
    new Request(`http://localhost${path ?? `/api/forms/${kind}/`}`, {
      method: 'POST',
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
      body,
    }),
    { params: Promise.resolve({ kind }) },
  )

export const postJson = (kind: string, body: unknown, headers: Record<string, string> = {}) =>
  postForm(kind, JSON.stringify(body), { headers })

/** A multipart body: the fields as a `data` JSON part, plus a CV. */
export const postWithCv = (
  kind: string,
  body: unknown,
  cv: { bytes: Uint8Array; name: string; type?: string },
) => {
  const form = new FormData()
  form.set('data', JSON.stringify(body))
  form.set('cv', new File([cv.bytes as BlobPart], cv.name, { type: cv.type ?? 'application/pdf' }))
  return POST(new Request('http://localhost/api/forms/' + kind, { method: 'POST', body: form }), {
    params: Promise.resolve({ kind }),
  })
}
