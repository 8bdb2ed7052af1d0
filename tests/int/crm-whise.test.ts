// The CRM import end to end with the Whise double (docs/crm-import.md): the sync endpoint's
// answers, dry run, apply, idempotence, scenario changes, withdrawals and their guards, faults,
// ownership of the imported fields, and write-only credentials; asserting on the site's data and
// on the double's request log. Database-neutral: runs on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'

import type { Payload } from 'payload'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'
import { startWhiseDouble, type WhiseDouble } from '../../src/crm-demo/doubles/whise'

process.env.CRM_ALLOW_PRIVATE_HOSTS = '1'
process.env.CRM_BACKOFF_MS = '20'

let payload: Payload
let adminToken: string
let editorToken: string
let ownerToken: string
let crm: WhiseDouble

const createConnection = async (name: string, extra: Json = {}) => {
  const { status, json } = await api('POST', 'crm-connections', {
    token: adminToken,
    body: {
      name,
      provider: 'whise',
      baseUrl: crm.url,
      intervalMinutes: 0,
      ...crm.credentials,
      ...extra,
    },
  })
  expect(status).toBe(201)
  return json.doc.id as number
}

const sync = (id: number, mode: 'dry-run' | 'apply', full = true, token = adminToken) =>
  api('POST', `crm-connections/${id}/sync`, { token, body: { mode, full } })

/** Starts a run and waits for its end; answers the run document. */
const run = async (id: number, mode: 'dry-run' | 'apply', full = true) => {
  const started = await sync(id, mode, full)
  expect(started.status).toBe(202)
  return waitForRun(started.json.run)
}

const waitForRun = async (runId: number | string) => {
  for (let i = 0; i < 600; i++) {
    const doc = await payload.findByID({ collection: 'crm-runs', id: runId, depth: 0 })
    if (doc.status !== 'running') return doc
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the run did not end')
}

const propertiesOf = async (connection: number) =>
  (
    await payload.find({
      collection: 'properties',
      where: { 'crm.connection': { equals: connection } },
      pagination: false,
      depth: 0,
      sort: 'reference',
    })
  ).docs

const byExternal = async (connection: number, externalId: number) =>
  (await propertiesOf(connection)).find((doc) => doc.crm?.externalId === String(externalId))!

beforeAll(async () => {
  payload = await getTestPayload()
  const admin = await createStaff(payload, 'admin')
  const editor = await createStaff(payload, 'editor')
  const owner = await createOwner(payload, 'CRM Owner')
  adminToken = await tokenFor(payload, admin)
  editorToken = await tokenFor(payload, editor)
  ownerToken = await tokenFor(payload, owner)
  crm = await startWhiseDouble({ count: 5 })
})

afterAll(async () => {
  await crm?.close()
})

describe('CRM connections and the sync endpoint', () => {
  it('keeps credentials write-only: masked in answers, encrypted in the database', async () => {
    const id = await createConnection('Whise credentials')
    const { json } = await api('GET', `crm-connections/${id}`, { token: adminToken })
    expect(json.password).toBe('••••••••')
    expect(JSON.stringify(json)).not.toContain(crm.credentials.password)
    expect(json).not.toHaveProperty('secrets')
    const row = (await payload.db.findOne({
      collection: 'crm-connections',
      where: { id: { equals: id } },
    })) as Json
    expect(row.password).toBe('••••••••')
    expect(JSON.stringify(row)).not.toContain(crm.credentials.password)
    expect(row.secrets.password).toMatch(/^v1:/)
    // Saving the mask back (the admin form) keeps the stored credential.
    await api('PATCH', `crm-connections/${id}`, {
      token: adminToken,
      body: { name: 'Whise credentials 2', password: '••••••••' },
    })
    const again = (await payload.db.findOne({
      collection: 'crm-connections',
      where: { id: { equals: id } },
    })) as Json
    expect(again.secrets.password).toBe(row.secrets.password)
  })

  it('answers 403 to anonymous visitors and owners, and hides connections and runs from them', async () => {
    const id = await createConnection('Whise access')
    expect((await sync(id, 'dry-run', true, '')).status).toBe(403)
    expect((await sync(id, 'dry-run', true, ownerToken)).status).toBe(403)
    for (const token of [undefined, ownerToken]) {
      for (const slug of ['crm-connections', 'crm-runs', 'crm-listings']) {
        const { status, json } = await api('GET', slug, { token })
        expect([200, 403]).toContain(status)
        if (status === 200) expect(json.docs).toEqual([])
      }
    }
  })

  it('tests the connection for staff in their language: accepted, refused credentials, a CRM in error; never for visitors or owners', async () => {
    const id = await createConnection('Whise check')
    const check = (token: string | undefined, language = 'nl') =>
      api('POST', `crm-connections/${id}/check`, {
        token,
        headers: { 'Accept-Language': language },
      })
    expect((await check(undefined)).status).toBe(403)
    expect((await check(ownerToken)).status).toBe(403)

    const logins = () => crm.calls('/token').length
    const before = logins()
    const accepted = await check(editorToken, 'fr')
    expect(accepted.json).toEqual({
      ok: true,
      message: 'Connexion réussie : Whise accepte les identifiants.',
    })
    expect(logins()).toBe(before + 1)

    const wrong = 'wrong-password-42'
    expect(
      (
        await api('PATCH', `crm-connections/${id}`, {
          token: adminToken,
          body: { password: wrong },
        })
      ).status,
    ).toBe(200)
    const refused = await check(adminToken)
    expect(refused.json.ok).toBe(false)
    expect(refused.json.message).toMatch(/^Whise weigert de gegevens\./)
    expect(refused.json.message).not.toContain(wrong)

    crm.faults.serverErrors = 5
    const failing = await check(adminToken, 'en')
    crm.faults.serverErrors = 0
    expect(failing.json).toEqual({
      ok: false,
      message:
        'Whise does not answer, or answers with an error. Try again later or check the API address.',
    })
    // Nothing of it is a run: the connection's runs are untouched.
    expect(
      (await payload.count({ collection: 'crm-runs', where: { connection: { equals: id } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('refuses the first apply (409) until a dry run succeeded, and a second run while one goes', async () => {
    // Another agency's CRM: its references must not meet those of the import below.
    const other = await startWhiseDouble({ count: 2, prefix: 'OTHER' })
    const id = await createConnection('Whise first apply', { baseUrl: other.url })
    onTestFinished(() => other.close())
    expect((await sync(id, 'apply')).status).toBe(409)
    other.faults.delayMs = 300
    const first = await sync(id, 'dry-run', true, editorToken)
    expect(first.status).toBe(202)
    expect((await sync(id, 'dry-run')).status).toBe(409)
    other.faults.delayMs = 0
    const done = await waitForRun(first.json.run)
    expect(done.status).toBe('succeeded')
    expect((await sync(id, 'apply')).status).toBe(202)
    await waitForRun(
      (
        await payload.find({
          collection: 'crm-runs',
          where: { connection: { equals: id } },
          sort: '-startedAt',
          limit: 1,
        })
      ).docs[0].id,
    )
  })
})

describe('an import from Whise', () => {
  let connection: number

  beforeAll(async () => {
    connection = await createConnection('Whise import')
  })

  it('dry-runs with a field report and writes nothing', async () => {
    const before = crm.log.length
    const done = await run(connection, 'dry-run')
    expect(done.status).toBe('succeeded')
    expect(done.counts).toMatchObject({
      created: 5,
      updated: 0,
      withdrawn: 0,
      failed: 0,
      photosDownloaded: 0,
    })
    const report = done.report as Json[]
    expect(report).toHaveLength(5)
    const first = report.find((entry) => entry.externalId === '5001')!
    expect(first.action).toBe('create')
    expect(first.fields).toContainEqual({ name: 'price', before: null, after: 301000 })
    expect(await propertiesOf(connection)).toHaveLength(0)
    expect(crm.log.slice(before).some((entry) => entry.path.startsWith('/photos/'))).toBe(false)
  })

  it('imports every listing, published, with its fields and photos in order', async () => {
    const done = await run(connection, 'apply')
    expect(done.status).toBe('succeeded')
    expect(done.counts).toMatchObject({ created: 5, failed: 0, photosDownloaded: 10 })
    const docs = await propertiesOf(connection)
    expect(docs).toHaveLength(5)
    const one = docs.find((doc) => doc.reference === 'W-1')!
    expect(one).toMatchObject({
      _status: 'published',
      goal: 'sale',
      status: 'available',
      propertyType: 'house',
      price: 301000,
      zip: '9000',
      city: 'Gent',
      latitude: 51.0543,
      longitude: 3.7174,
      surfaces: expect.objectContaining({ living: 121, ground: 300 }),
      rooms: expect.objectContaining({ bedrooms: 3, bathrooms: 1 }),
      crm: expect.objectContaining({ externalId: '5001', externalRef: 'W-1', detached: false }),
    })
    expect(one.epc?.labelText).toBe('B')
    expect(one.images).toHaveLength(2)
    const all = await payload.findByID({
      collection: 'properties',
      id: one.id,
      locale: 'all',
      depth: 0,
    })
    expect((all.title as unknown as Json).nl).toBe('Woning te Gent')
    expect((all.title as unknown as Json).fr).toBe('Maison à Gent')
    expect((all.description as unknown as Json).fr).toBe('Belle maison numéro 1')
    const media = await payload.find({
      collection: 'media',
      where: { id: { in: one.images as number[] } },
      depth: 0,
    })
    expect(media.docs.every((doc) => Boolean(doc.contentHash))).toBe(true)
  })

  it('changes nothing when nothing changed: no write, no photo fetched', async () => {
    const before = await propertiesOf(connection)
    const logStart = crm.log.length
    const done = await run(connection, 'apply')
    expect(done.status).toBe('succeeded')
    expect(done.counts).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 5,
      withdrawn: 0,
      photosDownloaded: 0,
    })
    const after = await propertiesOf(connection)
    expect(after.map((doc) => doc.updatedAt)).toEqual(before.map((doc) => doc.updatedAt))
    expect(crm.log.slice(logStart).filter((entry) => entry.path.startsWith('/photos/'))).toEqual([])
  })

  it('follows the CRM: a new listing, a price change, an option, a sale, a withdrawal and a deletion', async () => {
    crm.scenario.add(6)
    crm.scenario.priceChange(5002, 289000)
    crm.scenario.option(5003)
    crm.scenario.sold(5004)
    crm.scenario.withdrawn(5005)
    const delta = await run(connection, 'apply', false)
    expect(delta.status).toBe('succeeded')
    expect(delta.counts).toMatchObject({ created: 1, updated: 3, withdrawn: 1, failed: 0 })
    const changed = (delta.report as Json[]).find((entry) => entry.externalId === '5002')!
    expect(changed.fields).toContainEqual({ name: 'price', before: 302000, after: 289000 })
    expect((await byExternal(connection, 5002)).price).toBe(289000)
    expect((await byExternal(connection, 5003)).status).toBe('option')
    expect((await byExternal(connection, 5004)).status).toBe('sold')
    const withdrawn = await byExternal(connection, 5005)
    expect(withdrawn._status).toBe('draft')
    expect((await api('GET', `properties/${withdrawn.id}`)).status).toBe(404)

    // Deleted in the CRM: a full run sees it missing and unpublishes it, never deletes it.
    crm.scenario.deleted(5006)
    const full = await run(connection, 'apply', true)
    expect(full.counts).toMatchObject({ withdrawn: 1 })
    const gone = await byExternal(connection, 5006)
    expect(gone).toBeDefined()
    expect(gone._status).toBe('draft')

    // Back online: published again.
    crm.scenario.backOnline(5005)
    await run(connection, 'apply', false)
    expect((await byExternal(connection, 5005))._status).toBe('published')
  })

  it('withdraws nothing when the listing of ids fails part-way', async () => {
    crm.faults.failFromOffset = 2
    process.env.CRM_PAGE_SIZE = '2'
    try {
      const done = await run(connection, 'apply', true)
      expect(done.status).toBe('failed')
      expect(done.message).toMatch(/part-way/)
      expect(done.counts?.withdrawn).toBe(0)
      const published = (await propertiesOf(connection)).filter(
        (doc) => doc._status === 'published',
      )
      expect(published.length).toBeGreaterThanOrEqual(4)
    } finally {
      crm.faults.failFromOffset = null
      delete process.env.CRM_PAGE_SIZE
    }
  })

  it('stops and withdraws nothing when a run would withdraw a large share', async () => {
    const kept = crm.estates
    crm.estates = kept.slice(0, 1)
    try {
      const done = await run(connection, 'apply', true)
      expect(done.status).toBe('stopped')
      expect(done.counts?.withdrawn).toBe(0)
      expect(
        (await propertiesOf(connection)).filter((doc) => doc._status === 'published').length,
      ).toBeGreaterThanOrEqual(4)
    } finally {
      crm.estates = kept
    }
  })

  it('retries 429 (Retry-After), 500 and an expired token, and imports each listing once across duplicate pages', async () => {
    crm.faults.rateLimited = 1
    crm.faults.serverErrors = 2
    crm.expireTokensAfter = 1
    crm.duplicateAcrossPages = true
    process.env.CRM_PAGE_SIZE = '2'
    try {
      crm.scenario.priceChange(5001, 310000)
      const done = await run(connection, 'apply', true)
      expect(done.status).toBe('succeeded')
      expect(done.counts?.failed).toBe(0)
      const ids = (done.report as Json[]).map((entry) => entry.externalId)
      expect(new Set(ids).size).toBe(ids.length)
      expect((await byExternal(connection, 5001)).price).toBe(310000)
    } finally {
      crm.expireTokensAfter = null
      crm.duplicateAcrossPages = false
      delete process.env.CRM_PAGE_SIZE
    }
  })

  it('keeps a failing photo from failing its listing, and fetches it again next run', async () => {
    crm.scenario.add(7)
    crm.faults.brokenPhotos = ['w7-b']
    const first = await run(connection, 'apply', false)
    expect(first.counts).toMatchObject({ created: 1, failed: 0 })
    expect((await byExternal(connection, 5007)).images).toHaveLength(1)
    crm.faults.brokenPhotos = []
    const start = crm.log.length
    await run(connection, 'apply', false)
    expect((await byExternal(connection, 5007)).images).toHaveLength(2)
    expect(
      crm.log
        .slice(start)
        .filter((entry) => entry.path.startsWith('/photos/'))
        .map((e) => e.path),
    ).toEqual(['/photos/w7-b.png'])
  })

  it('downloads a listing’s photos a few at a time and keeps the CRM’s order when the first is slow', async () => {
    const pictures = Array.from({ length: 8 }, (_, k) => ({
      id: 90 + k,
      order: k + 1,
      urlXXL: `${crm.url}/photos/w9-${k}.png`,
      urlLarge: `${crm.url}/photos/w9-${k}-l.png`,
    }))
    crm.scenario.add(9, { pictures })
    crm.faults.slowPhotos = ['w9-0']
    crm.photoLoad.peak = 0
    const start = crm.log.length
    try {
      const done = await run(connection, 'apply', false)
      expect(done.counts).toMatchObject({ created: 1, failed: 0, photosDownloaded: 8 })
    } finally {
      crm.faults.slowPhotos = []
    }
    // Whise's image host bears four at once: more than one, never more than four.
    expect(crm.photoLoad.peak).toBeGreaterThan(1)
    expect(crm.photoLoad.peak).toBeLessThanOrEqual(4)
    const fetched = crm.log.slice(start).filter((entry) => entry.path.startsWith('/photos/'))
    expect(fetched.map((entry) => entry.path).sort()).toEqual(
      pictures.map((picture) => new URL(picture.urlXXL).pathname).sort(),
    )
    const doc = await payload.findByID({
      collection: 'properties',
      id: (await byExternal(connection, 5009)).id,
      depth: 1,
    })
    const names = (doc.images ?? []).map((image) => (image as { filename: string }).filename)
    expect(names).toEqual(pictures.map((picture) => `whise-5009-${picture.id}.png`))
  }) // prettier-ignore

  it('reports an unknown code instead of guessing', async () => {
    crm.scenario.add(8, { category: { id: 99 }, purposeStatus: { id: 42 } })
    const done = await run(connection, 'apply', false)
    const entry = (done.report as Json[]).find((e) => e.externalId === '5008')!
    expect(entry.action).toBe('fail')
    expect(entry.error).toMatch(/category 99/)
    expect(entry.error).toMatch(/purposeStatus 42/)
  })

  it('keeps CRM fields read-only through the API while attached; site-only fields stay editable; detach frees them', async () => {
    const doc = await byExternal(connection, 5001)
    const patched = await api('PATCH', `properties/${doc.id}`, {
      token: editorToken,
      body: { price: 1, title: 'Hand-typed', featured: true },
    })
    expect(patched.status).toBe(200)
    const after = await payload.findByID({ collection: 'properties', id: doc.id, depth: 0 })
    expect(after.price).toBe(310000)
    expect(after.title).toBe(doc.title)
    expect(after.featured).toBe(true)

    const detached = await api('PATCH', `properties/${doc.id}`, {
      token: editorToken,
      body: { crm: { detached: true } },
    })
    expect(detached.status).toBe(200)
    expect(detached.json.doc.crm.detached).toBe(true)
    await api('PATCH', `properties/${doc.id}`, { token: editorToken, body: { price: 250000 } })
    crm.scenario.priceChange(5001, 320000)
    const done = await run(connection, 'apply', false)
    expect((done.report as Json[]).find((e) => e.externalId === '5001')).toMatchObject({
      action: 'unchanged',
      error: 'detached',
    })
    expect((await payload.findByID({ collection: 'properties', id: doc.id, depth: 0 })).price).toBe(
      250000,
    )
  })

  it('fails the run with a clear message on bad credentials', async () => {
    const id = await createConnection('Whise bad password', { password: 'wrong' })
    const done = await run(id, 'dry-run')
    expect(done.status).toBe('failed')
    expect(done.message).toMatch(/refused the credentials/)
    expect(done.message).not.toContain('wrong')
  })
})
