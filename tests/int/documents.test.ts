// Documents: PDF and office files only, recognised by their content, at most 20 MB; visitors
// download only what is attached to a published property or project.
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { ValidationError, type Payload } from 'payload'

import config from '@payload-config'

import { createStaff, getTestPayload, tokenFor } from '../helpers/payload'

let payload: Payload

/** The smallest file Payload's PDF check accepts: header, xref table and end marker. */
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer <</Root 1 0 R>>\nstartxref\n9\n%%EOF\n',
    'latin1',
  )

/** A minimal Word document (a zip with the parts that make it a .docx). */
const docx = () =>
  Buffer.from(
    'UEsDBBQAAAAIAGVDdl2Rp0i1vQAAAAIBAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbF2PwU7DMBBEf8XaK0o2cKgQitMDEkfooXzAyt6kVuNdyzal/XsckHrguJqZNzvj/hpXc+FcgoqFx34Aw+LUB1ksfB7fumfYT+PxlriYZpVi4VRrekEs7sSRSq+JpSmz5ki1nXnBRO5MC+PTMOzQqVSW2tWNAdP40dpy8GwOlOs7RbaA35o9enVfsTn7RgPz+hfbmi1QSmtwVNuTeBH/r7PTeQ6O7/mNlrI6LqXNiGt/VyIFedjwOI34O2r6AVBLAwQUAAAACABlQ3ZdTNdhw1wAAABpAAAAEQAAAHdvcmQvZG9jdW1lbnQueG1sRcxBCoAgEEDRq0QHaKJFCzHvYmolODPiGNbtc9fy8+Drpjy7GwPV4cFEoto2XrVmBSDuCmhl4hyo28EFbe1ZTmhcfC7sgkikExMs87wC2kij0U3t7F8wGv65+QBQSwECFAMUAAAACABlQ3ZdkadItb0AAAACAQAAEwAAAAAAAAAAAAAAgAEAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIUAxQAAAAIAGVDdl1M12HDXAAAAGkAAAARAAAAAAAAAAAAAACAAe4AAAB3b3JkL2RvY3VtZW50LnhtbFBLBQYAAAAAAgACAIAAAAB5AQAAAAA=',
    'base64',
  )

const file = (data: Buffer, name: string, mimetype: string) => ({
  data,
  name,
  mimetype,
  size: data.length,
})

/** The first field error's message of a refused upload (null when it was stored). */
const refusal = async (upload: Promise<unknown>): Promise<string | null> => {
  try {
    await upload
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).data.errors[0]?.message ?? ''
  }
}

const upload = (data: Buffer, name: string, mimetype: string, req?: unknown) =>
  payload.create({
    collection: 'documents',
    data: { title: name },
    file: file(data, name, mimetype),
    ...(req ? { req: req as never } : {}),
  })

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('document uploads', () => {
  it('accept a PDF and a Word document', async () => {
    const stored = await upload(pdf(), 'brochure.pdf', 'application/pdf')
    expect(stored.mimeType).toBe('application/pdf')
    const word = await upload(
      docx(),
      'lastenboek.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(word.filename).toMatch(/\.docx$/)
  })

  it('refuse a PNG renamed to .pdf, in the editor’s language', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 0, b: 0 } },
    })
      .png()
      .toBuffer()
    const message = await refusal(upload(png, 'plan.pdf', 'application/pdf'))
    expect(message).toBe(
      'Alleen PDF-, Word- en Excel-bestanden zijn toegestaan, en de inhoud moet bij de extensie passen.',
    )
    const german = await refusal(
      upload(png, 'plan.pdf', 'application/pdf', { i18n: { language: 'de' } }),
    )
    expect(german).toMatch(/^Nur PDF-/)
  })

  it('refuse a PDF disguised as a Word document and a text file', async () => {
    expect(await refusal(upload(pdf(), 'contract.docx', 'application/msword'))).not.toBeNull()
    const text = Buffer.from('just some words, no document')
    expect(await refusal(upload(text, 'notes.pdf', 'application/pdf'))).not.toBeNull()
  })

  it('refuse a file larger than 20 MB', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024, 0x20), pdf()])
    const message = await refusal(upload(big, 'huge.pdf', 'application/pdf'))
    expect(message).toBe('Het bestand is groter dan 20 MB.')
  })
})

describe('document access', () => {
  const get = (path: string, token?: string) => {
    const url = new URL(`http://localhost/api/${path}`)
    const slug = url.pathname
      .replace(/^\/api\//, '')
      .split('/')
      .filter(Boolean)
    const headers: Record<string, string> = token ? { Authorization: `JWT ${token}` } : {}
    return REST_GET(config)(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
  }

  it('shows visitors only documents attached to a published property or project', async () => {
    const published = await upload(pdf(), 'published-plan.pdf', 'application/pdf')
    const ofDraft = await upload(pdf(), 'draft-plan.pdf', 'application/pdf')
    const priceList = await upload(pdf(), 'prijslijst.pdf', 'application/pdf')
    const loose = await upload(pdf(), 'internal.pdf', 'application/pdf')
    await payload.create({
      collection: 'properties',
      data: {
        title: 'With documents',
        goal: 'sale',
        zip: '2000',
        city: 'Antwerpen',
        documents: [published.id],
        _status: 'published',
      },
    })
    await payload.create({
      collection: 'properties',
      data: {
        title: 'Draft with documents',
        goal: 'sale',
        zip: '2000',
        city: 'Antwerpen',
        documents: [ofDraft.id],
        _status: 'draft',
      },
      draft: true,
    })
    await payload.create({
      collection: 'projects',
      data: {
        title: 'Project with price list',
        zip: '2000',
        city: 'Antwerpen',
        priceList: priceList.id,
        _status: 'published',
      },
    })

    const list = await (await get('documents?limit=0')).json()
    const ids = (list.docs as { id: number }[]).map((doc) => doc.id)
    expect(ids).toEqual(expect.arrayContaining([published.id, priceList.id]))
    expect(ids).not.toContain(ofDraft.id)
    expect(ids).not.toContain(loose.id)
    expect((await get(`documents/${published.id}`)).status).toBe(200)
    expect((await get(`documents/${loose.id}`)).status).toBe(403)
    expect((await get(`documents/file/${loose.filename}`)).status).toBeGreaterThanOrEqual(400)
    expect((await get(`documents/file/${published.filename}`)).status).toBe(200)
  })

  it('lets an editor upload a document through the REST API', async () => {
    const editor = await createStaff(payload, 'editor')
    const token = await tokenFor(payload, editor)
    const form = new FormData()
    form.append('_payload', JSON.stringify({ title: 'EPC-attest' }))
    form.append('file', new Blob([pdf()], { type: 'application/pdf' }), 'epc.pdf')
    const request = new Request('http://localhost/api/documents', {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    })
    const response = await REST_POST(config)(request, {
      params: Promise.resolve({ slug: ['documents'] }),
    })
    expect(response.status).toBe(201)
    expect((await get(`documents/${(await response.json()).doc.id}`, token)).status).toBe(200)

    const anonymous = new FormData()
    anonymous.append('_payload', JSON.stringify({ title: 'Spam' }))
    anonymous.append('file', new Blob([pdf()], { type: 'application/pdf' }), 'spam.pdf')
    const refused = await REST_POST(config)(
      new Request('http://localhost/api/documents', { method: 'POST', body: anonymous }),
      { params: Promise.resolve({ slug: ['documents'] }) },
    )
    expect(refused.status).toBe(403)
  })
})
