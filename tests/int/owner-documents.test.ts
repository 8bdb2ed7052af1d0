// Documents the agency shares with a property's owners (`ownerDocuments`): the owners download
// them in the portal, published property or not; another owner, a visitor or anyone asking by id
// or file name gets nothing. Real REST handlers, the local API with access, a real database.
import { REST_GET } from '@payloadcms/next/routes'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import config from '@payload-config'
import { findSharedDocuments } from '@/lib/portal/documents'
import { simplePdf } from '@/seed/pdf'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'

let payload: Payload
let ownerA: Awaited<ReturnType<typeof createOwner>>
let ownerB: Awaited<ReturnType<typeof createOwner>>
let tokenA: string
let tokenB: string
let editorToken: string
let publishedOfA: number
let draftOfA: number
let publishedOfB: number
type Stored = { id: number; filename: string }
let mandateOfA: Stored // shared on A's published property
let epcOfDraft: Stored // shared on A's draft property
let reportOfB: Stored // shared on B's property
let publicPlan: Stored // the public documents tab of A's published property

const upload = async (title: string, name: string): Promise<Stored> => {
  const data = simplePdf([title, 'Vertrouwelijk'])
  const doc = await payload.create({
    collection: 'documents',
    data: { title },
    file: { data, name, mimetype: 'application/pdf', size: data.length },
  })
  return { id: doc.id, filename: doc.filename! }
}

/** The raw answer of the REST API (file downloads are not JSON). */
const raw = (path: string, token?: string) => {
  const url = new URL(`http://localhost/api/${path}`)
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const headers: Record<string, string> = token ? { Authorization: `JWT ${token}` } : {}
  return REST_GET(config)(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
}

const listedIds = async (token?: string) => {
  const { status, json } = await api('GET', 'documents?limit=0&depth=0', { token })
  expect(status).toBe(200)
  return (json.docs as Json[]).map((doc) => doc.id as number)
}

const property = (title: string, owners: number[], extra: Json = {}) => ({
  title,
  goal: 'sale' as const,
  zip: '9000',
  city: 'Gent',
  price: 410000,
  owners,
  ...extra,
})

beforeAll(async () => {
  payload = await getTestPayload()
  ownerA = await createOwner(payload, 'Griet Documenten')
  ownerB = await createOwner(payload, 'Hugo Anders')
  tokenA = await tokenFor(payload, ownerA)
  tokenB = await tokenFor(payload, ownerB)
  editorToken = await tokenFor(payload, await createStaff(payload, 'editor'))
  mandateOfA = await upload('Verkoopsopdracht A', 'opdracht-a.pdf')
  epcOfDraft = await upload('EPC-verslag A', 'epc-a.pdf')
  reportOfB = await upload('Bezoekverslag B', 'bezoekverslag-b.pdf')
  publicPlan = await upload('Grondplan A', 'grondplan-a.pdf')
  publishedOfA = (
    await payload.create({
      collection: 'properties',
      data: property('Gedeeld A', [ownerA.id], {
        _status: 'published',
        documents: [publicPlan.id],
        ownerDocuments: [mandateOfA.id],
      }),
    })
  ).id
  draftOfA = (
    await payload.create({
      collection: 'properties',
      data: property('Ontwerp A', [ownerA.id], {
        _status: 'draft',
        ownerDocuments: [epcOfDraft.id],
      }),
      draft: true,
    })
  ).id
  publishedOfB = (
    await payload.create({
      collection: 'properties',
      data: property('Gedeeld B', [ownerB.id], {
        _status: 'published',
        ownerDocuments: [reportOfB.id],
      }),
    })
  ).id
})

describe('documents shared with the owner', () => {
  it('the owner downloads those of their properties, published or not, by id and by file', async () => {
    for (const doc of [mandateOfA, epcOfDraft]) {
      expect((await api('GET', `documents/${doc.id}`, { token: tokenA })).status).toBe(200)
      const file = await raw(`documents/file/${doc.filename}`, tokenA)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-disposition')).toMatch(/^attachment/)
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    }
    const ids = await listedIds(tokenA)
    expect(ids).toEqual(expect.arrayContaining([mandateOfA.id, epcOfDraft.id, publicPlan.id]))
    expect(ids).not.toContain(reportOfB.id)
  })

  it('another owner gets neither the document nor its file, and does not see it listed', async () => {
    for (const doc of [mandateOfA, epcOfDraft]) {
      expect([403, 404]).toContain(
        (await api('GET', `documents/${doc.id}`, { token: tokenB })).status,
      )
      expect([403, 404]).toContain((await raw(`documents/file/${doc.filename}`, tokenB)).status)
    }
    const ids = await listedIds(tokenB)
    expect(ids).toContain(reportOfB.id)
    expect(ids).not.toContain(mandateOfA.id)
    expect(ids).not.toContain(epcOfDraft.id)
  })

  it('a visitor gets none of the shared documents, only the public ones of a published property', async () => {
    for (const doc of [mandateOfA, epcOfDraft, reportOfB]) {
      expect([403, 404]).toContain((await api('GET', `documents/${doc.id}`)).status)
      expect([403, 404]).toContain((await raw(`documents/file/${doc.filename}`)).status)
    }
    const ids = await listedIds()
    expect(ids).toContain(publicPlan.id)
    for (const doc of [mandateOfA, epcOfDraft, reportOfB]) expect(ids).not.toContain(doc.id)
    expect((await raw(`documents/file/${publicPlan.filename}`)).status).toBe(200)
  })

  it('the local API with access gives each owner only theirs', async () => {
    const asOwner = async (user: typeof ownerA) =>
      (
        await payload.find({ collection: 'documents', overrideAccess: false, user, pagination: false, depth: 0 })
      ).docs.map((doc) => doc.id)
    expect(await asOwner(ownerA)).toEqual(expect.arrayContaining([mandateOfA.id, epcOfDraft.id]))
    expect(await asOwner(ownerA)).not.toContain(reportOfB.id)
    expect(await asOwner(ownerB)).not.toContain(mandateOfA.id)
    await expect(
      payload.findByID({ collection: 'documents', id: mandateOfA.id, overrideAccess: false, user: ownerB }),
    ).rejects.toThrow()
    const own = await payload.findByID({ collection: 'documents', id: epcOfDraft.id, overrideAccess: false, user: ownerA })
    expect(own.title).toBe('EPC-verslag A')
  }) // prettier-ignore

  it('which documents are shared shows only to staff and the property’s owners, and cannot be probed', async () => {
    const own = await api('GET', `properties/${publishedOfA}?depth=0`, { token: tokenA })
    expect(own.json.ownerDocuments).toEqual([mandateOfA.id])
    for (const token of [undefined, tokenB]) {
      const other = await api('GET', `properties/${publishedOfA}?depth=0`, { token })
      expect(other.status).toBe(200)
      expect(other.json).not.toHaveProperty('ownerDocuments')
      const probe = await api('GET', `properties?where[ownerDocuments][in]=${mandateOfA.id}`, {
        token,
      })
      expect(probe.json.docs ?? []).toEqual([])
    }
    const staff = await api('GET', `properties/${publishedOfB}?depth=0`, { token: editorToken })
    expect(staff.json.ownerDocuments).toEqual([reportOfB.id])
  })

  it('only staff share documents with owners', async () => {
    const byOwner = await api('PATCH', `properties/${publishedOfB}`, {
      token: tokenB,
      body: { ownerDocuments: [mandateOfA.id] },
    })
    expect(byOwner.status).toBe(403)
    const unchanged = await payload.findByID({
      collection: 'properties',
      id: publishedOfB,
      depth: 0,
    })
    expect(unchanged.ownerDocuments).toEqual([reportOfB.id])
  })

  it('the portal lists title, kind, size, date and download path of the owner’s documents only', async () => {
    const listed = await findSharedDocuments(payload, { propertyId: publishedOfA, ownerId: ownerA.id, locale: 'nl' })
    expect(listed).toEqual([
      {
        id: mandateOfA.id,
        title: 'Verkoopsopdracht A',
        kind: 'pdf',
        size: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        href: `/api/documents/file/${mandateOfA.filename}`,
      },
    ])
    expect(await findSharedDocuments(payload, { propertyId: draftOfA, ownerId: ownerA.id, locale: 'nl' })).toHaveLength(1)
    expect(await findSharedDocuments(payload, { propertyId: publishedOfA, ownerId: ownerB.id, locale: 'nl' })).toEqual([])
  }) // prettier-ignore
})
