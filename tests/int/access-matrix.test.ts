// The access matrix through the real REST handlers (as the site's /api answers), for an anonymous
// client, an owner, an editor and an admin: who reads and writes what, and which fields of a
// property never leave the server for whom.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import {
  createOwner,
  createStaff,
  getTestPayload,
  tokenFor,
  uniqueEmail,
  testPassword,
} from '../helpers/payload'
import { api, type Json } from '../helpers/rest'

let payload: Payload
let adminToken: string
let editorToken: string
let ownerToken: string
let ownerId: number | string
let otherOwnerId: number | string
let ownPublishedId: number | string
let hiddenPriceId: number | string
let draftId: number | string

const property = (title: string, extra: Json = {}) => ({
  title,
  goal: 'sale' as const,
  zip: '9000',
  city: 'Gent',
  price: 345000,
  internalNotes: 'Eigenaar wil snel verkopen; bodem 320.000',
  ...extra,
})

beforeAll(async () => {
  payload = await getTestPayload()
  const admin = await createStaff(payload, 'admin')
  const editor = await createStaff(payload, 'editor')
  const owner = await createOwner(payload, 'Anna Eigenaar')
  const otherOwner = await createOwner(payload, 'Bart Andere')
  ownerId = owner.id
  otherOwnerId = otherOwner.id
  adminToken = await tokenFor(payload, admin)
  editorToken = await tokenFor(payload, editor)
  ownerToken = await tokenFor(payload, owner)

  ownPublishedId = (
    await payload.create({
      collection: 'properties',
      data: property('Matrix published', { owners: [owner.id], _status: 'published' }),
    })
  ).id
  hiddenPriceId = (
    await payload.create({
      collection: 'properties',
      data: property('Matrix hidden price', {
        owners: [otherOwner.id],
        price: 1_234_567,
        publishPrice: false,
        _status: 'published',
      }),
    })
  ).id
  draftId = (
    await payload.create({
      collection: 'properties',
      data: property('Matrix draft', { owners: [owner.id], _status: 'draft' }),
      draft: true,
    })
  ).id
})

describe('an anonymous visitor', () => {
  it('lists published properties only, without owners, internal notes or a hidden price', async () => {
    const { status, json } = await api('GET', 'properties?limit=0&depth=1')
    expect(status).toBe(200)
    const docs = json.docs as Json[]
    const ids = docs.map((doc) => doc.id)
    expect(ids).toContain(ownPublishedId)
    expect(ids).toContain(hiddenPriceId)
    expect(ids).not.toContain(draftId)
    for (const doc of docs) {
      expect(doc).not.toHaveProperty('owners')
      expect(doc).not.toHaveProperty('internalNotes')
    }
    expect(docs.find((doc) => doc.id === ownPublishedId)?.price).toBe(345000)
    expect(docs.find((doc) => doc.id === hiddenPriceId)).not.toHaveProperty('price')
    expect(JSON.stringify(json)).not.toContain('1234567')
  })

  it('cannot read a draft, even by its id or as a draft', async () => {
    expect((await api('GET', `properties/${draftId}`)).status).toBe(404)
    expect((await api('GET', `properties/${draftId}?draft=true`)).status).toBe(404)
    expect((await api('GET', 'properties/versions')).status).toBe(403)
  })

  it('never receives a hidden price, not even by selecting only the price', async () => {
    const { status, json } = await api('GET', `properties/${hiddenPriceId}?select[price]=true`)
    expect(status).toBe(200)
    expect(json).not.toHaveProperty('price')
  })

  it('does not find a property with a hidden price through a price filter', async () => {
    const { json } = await api(
      'GET',
      'properties?limit=0&where[price][greater_than_equal]=1234567&where[price][less_than_equal]=1234567',
    )
    expect((json.docs as Json[]).map((doc) => doc.id)).not.toContain(hiddenPriceId)
  })

  it('gets postcode and town but never the street of an unpublished address', async () => {
    const hidden = await payload.create({
      collection: 'properties',
      data: property('Matrix hidden address', {
        street: 'Geheimstraat',
        houseNumber: '13',
        boxNumber: 'B2',
        latitude: 51.054342,
        longitude: 3.717424,
        publishAddress: false,
        _status: 'published',
      }),
    })
    const { json } = await api('GET', `properties/${hidden.id}`)
    expect(json).toMatchObject({ zip: '9000', city: 'Gent', latitude: 51.05, longitude: 3.72 })
    for (const field of ['street', 'houseNumber', 'boxNumber'])
      expect(json).not.toHaveProperty(field)
    const byStreet = await api('GET', 'properties?where[street][like]=Geheim')
    expect(byStreet.json.totalDocs).toBe(0)
    const forEditor = await api('GET', `properties/${hidden.id}`, { token: editorToken })
    expect(forEditor.json).toMatchObject({ street: 'Geheimstraat', latitude: 51.054342 })
  })

  it('cannot count or list distinct prices to learn a hidden price', async () => {
    const counted = await api('GET', 'properties/count?where[price][equals]=1234567')
    expect(counted.status).toBe(200)
    expect(counted.json.totalDocs).toBe(0)
    const distinct = await payload.findDistinct({
      collection: 'properties',
      field: 'price',
      overrideAccess: false,
      limit: 0,
    })
    expect(JSON.stringify(distinct.values)).not.toContain('1234567')
  })

  it('cannot read accounts or write properties', async () => {
    expect((await api('GET', 'users')).status).toBe(403)
    expect((await api('GET', 'owners')).status).toBe(403)
    expect((await api('POST', 'properties', { body: property('Spam') })).status).toBe(403)
    expect(
      (await api('PATCH', `properties/${ownPublishedId}`, { body: { price: 1 } })).status,
    ).toBe(403)
    expect((await api('DELETE', `properties/${ownPublishedId}`)).status).toBe(403)
  })
})

describe('an owner', () => {
  it('reads their own account and no other owner', async () => {
    const list = await api('GET', 'owners', { token: ownerToken })
    expect(list.status).toBe(200)
    expect((list.json.docs as Json[]).map((doc) => doc.id)).toEqual([ownerId])
    expect((await api('GET', `owners/${otherOwnerId}`, { token: ownerToken })).status).toBe(404)
  })

  it('changes their own account but not another owner', async () => {
    const own = await api('PATCH', `owners/${ownerId}`, {
      token: ownerToken,
      body: { phone: '0475 12 34 56' },
    })
    expect(own.status).toBe(200)
    expect(own.json.doc.phone).toBe('0475 12 34 56')
    const other = await api('PATCH', `owners/${otherOwnerId}`, {
      token: ownerToken,
      body: { phone: '0000' },
    })
    expect(other.status).toBeGreaterThanOrEqual(403)
    const unchanged = await payload.findByID({ collection: 'owners', id: otherOwnerId })
    expect(unchanged.phone).not.toBe('0000')
  })

  it('cannot read staff accounts nor enter the admin panel', async () => {
    expect((await api('GET', 'users', { token: ownerToken })).status).toBe(403)
    // Payload leaves out permissions that are false.
    const access = await api('GET', 'access', { token: ownerToken })
    expect(access.status).toBe(200)
    expect(access.json.canAccessAdmin ?? false).toBe(false)
    expect(access.json.collections?.users?.read ?? false).toBe(false)
  })

  it('sees the owners of their own property, but never internal notes, drafts or other owners', async () => {
    const own = await api('GET', `properties/${ownPublishedId}`, { token: ownerToken })
    expect(own.status).toBe(200)
    expect(
      own.json.owners.map((owner: Json | number) => (typeof owner === 'object' ? owner.id : owner)),
    ).toEqual([ownerId])
    expect(own.json).not.toHaveProperty('internalNotes')

    const others = await api('GET', `properties/${hiddenPriceId}`, { token: ownerToken })
    expect(others.status).toBe(200)
    expect(others.json).not.toHaveProperty('owners')
    expect(others.json).not.toHaveProperty('price')

    expect((await api('GET', `properties/${draftId}`, { token: ownerToken })).status).toBe(404)
    expect((await api('GET', 'properties/versions', { token: ownerToken })).status).toBe(403)
  })

  it('cannot create, change or delete properties', async () => {
    const token = ownerToken
    expect((await api('POST', 'properties', { token, body: property('Owner made') })).status).toBe(
      403,
    )
    expect(
      (await api('PATCH', `properties/${ownPublishedId}`, { token, body: { price: 1 } })).status,
    ).toBe(403)
    expect((await api('DELETE', `properties/${ownPublishedId}`, { token })).status).toBe(403)
    const unchanged = await payload.findByID({ collection: 'properties', id: ownPublishedId })
    expect(unchanged.price).toBe(345000)
  })
})

describe('an editor', () => {
  it('reads drafts with every field', async () => {
    const { status, json } = await api('GET', `properties/${draftId}?draft=true`, {
      token: editorToken,
    })
    expect(status).toBe(200)
    expect(json.internalNotes).toContain('Eigenaar')
    expect(json.owners.length).toBe(1)
    const hidden = await api('GET', `properties/${hiddenPriceId}`, { token: editorToken })
    expect(hidden.json.price).toBe(1_234_567)
  })

  it('creates properties, projects and team members', async () => {
    const token = editorToken
    const created = await api('POST', 'properties', { token, body: property('Editor property') })
    expect(created.status).toBe(201)
    const project = await api('POST', 'projects', {
      token,
      body: { title: 'Residentie Matrix', zip: '8400', city: 'Oostende', units: [] },
    })
    expect(project.status).toBe(201)
    const member = await api('POST', 'team', {
      token,
      body: { name: 'Els Makelaar', languages: ['nl', 'fr'] },
    })
    expect(member.status).toBe(201)
    const changed = await api('PATCH', `properties/${created.json.doc.id}`, {
      token,
      body: { manager: member.json.doc.id },
    })
    expect(changed.status).toBe(200)
  })

  it('reads every owner but cannot create owners or staff accounts', async () => {
    const token = editorToken
    const owners = await api('GET', 'owners?limit=0', { token })
    const ids = (owners.json.docs as Json[]).map((doc) => doc.id)
    expect(ids).toEqual(expect.arrayContaining([ownerId, otherOwnerId]))
    const newOwner = {
      name: 'Nope',
      username: `nope-${Date.now()}`,
      email: uniqueEmail('nope'),
      password: testPassword,
    }
    expect((await api('POST', 'owners', { token, body: newOwner })).status).toBe(403)
    const newUser = { email: uniqueEmail('nope'), password: testPassword, roles: ['admin'] }
    expect((await api('POST', 'users', { token, body: newUser })).status).toBe(403)
    expect((await api('GET', 'access', { token })).json.canAccessAdmin).toBe(true)
  })
})

describe('an admin', () => {
  it('creates staff accounts and creates and deletes owners', async () => {
    const token = adminToken
    const user = await api('POST', 'users', {
      token,
      body: { email: uniqueEmail('made-by-admin'), password: testPassword, roles: ['editor'] },
    })
    expect(user.status).toBe(201)
    const owner = await api('POST', 'owners', {
      token,
      body: {
        name: 'Nieuwe Eigenaar',
        username: `new-owner-${Date.now()}`,
        password: testPassword,
      },
    })
    expect(owner.status).toBe(201)
    expect((await api('DELETE', `owners/${owner.json.doc.id}`, { token })).status).toBe(200)
  })
})

describe('the CRM collections (docs/crm-import.md)', () => {
  const connection = {
    name: 'Matrix CRM',
    provider: 'whise',
    baseUrl: 'https://api.whise.example',
    username: 'matrix',
    password: 'matrix-secret-1',
  }

  it('are closed to anonymous visitors and owners, reading and writing', async () => {
    for (const token of [undefined, ownerToken]) {
      for (const slug of ['crm-connections', 'crm-runs', 'crm-listings']) {
        const { status, json } = await api('GET', slug, { token })
        if (status === 200) expect(json.docs).toEqual([])
        else expect(status).toBe(403)
      }
      expect((await api('POST', 'crm-connections', { token, body: connection })).status).toBe(403)
      expect((await api('POST', 'crm-runs', { token, body: {} })).status).toBe(403)
    }
  })

  it('let editors and admins manage connections and read runs, which only the import writes', async () => {
    for (const token of [editorToken, adminToken]) {
      const created = await api('POST', 'crm-connections', { token, body: connection })
      expect(created.status).toBe(201)
      expect(created.json.doc.password).toBe('••••••••')
      expect(JSON.stringify(created.json)).not.toContain('matrix-secret-1')
      expect((await api('GET', 'crm-runs', { token })).status).toBe(200)
      expect((await api('GET', 'crm-listings', { token })).status).toBe(200)
      const run = { connection: created.json.doc.id, mode: 'apply', status: 'succeeded' }
      expect((await api('POST', 'crm-runs', { token, body: run })).status).toBe(403)
      expect((await api('POST', 'crm-listings', { token, body: {} })).status).toBe(403)
      const gone = await api('DELETE', `crm-connections/${created.json.doc.id}`, { token })
      expect(gone.status).toBe(200)
    }
  })
})

describe('owner login', () => {
  it('accepts the username as well as the e-mail address', async () => {
    const owner = await createOwner(payload, 'Login Owner')
    const byUsername = await api('POST', 'owners/login', {
      body: { username: owner.username, password: testPassword },
    })
    expect(byUsername.status).toBe(200)
    expect(byUsername.json.token).toBeTruthy()
    const byEmail = await api('POST', 'owners/login', {
      body: { email: owner.email, password: testPassword },
    })
    expect(byEmail.status).toBe(200)
  })
})
