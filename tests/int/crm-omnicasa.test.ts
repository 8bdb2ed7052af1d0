// Omnicasa (docs/crm-import.md): credentials travel in the URL's JSON and never reach a run's
// message or report; one call per language for the texts; a hidden price stays hidden and a
// missing one is "price on request"; coordinates told apart by range; the deleted-ids feed
// unpublishes in a delta run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'
import { startOmnicasaDouble, type OmnicasaDouble } from '../../src/crm-demo/doubles/omnicasa'

process.env.CRM_ALLOW_PRIVATE_HOSTS = '1'
process.env.CRM_BACKOFF_MS = '20'

let payload: Payload
let adminToken: string
let crm: OmnicasaDouble

const connect = async (name: string, extra: Json = {}) => {
  const { status, json } = await api('POST', 'crm-connections', {
    token: adminToken,
    body: {
      name,
      provider: 'omnicasa',
      baseUrl: crm.base,
      intervalMinutes: 0,
      ...crm.credentials,
      ...extra,
    },
  })
  expect(status).toBe(201)
  return json.doc.id as number
}

const run = async (id: number, mode: 'dry-run' | 'apply', full = true) => {
  const started = await api('POST', `crm-connections/${id}/sync`, {
    token: adminToken,
    body: { mode, full },
  })
  expect(started.status).toBe(202)
  for (let i = 0; i < 600; i++) {
    const doc = await payload.findByID({ collection: 'crm-runs', id: started.json.run, depth: 0 })
    if (doc.status !== 'running') return doc
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the run did not end')
}

const find = async (connection: number, id: number) =>
  (
    await payload.find({
      collection: 'properties',
      where: {
        and: [
          { 'crm.connection': { equals: connection } },
          { 'crm.externalId': { equals: String(id) } },
        ],
      },
      depth: 0,
      locale: 'all',
    })
  ).docs[0] as unknown as Json

beforeAll(async () => {
  payload = await getTestPayload()
  adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
  crm = await startOmnicasaDouble()
  crm.add(1)
  crm.add(2, { PublishPrice: false, Price: 975000 })
  crm.add(3, { Price: 0, GoogleX: 3.2247, GoogleY: 51.2093, MarqueeName: 'In optie' })
})

afterAll(async () => {
  await crm?.close()
})

describe('an import from Omnicasa', () => {
  let connection: number

  it('imports with texts in every language, hidden and missing prices, coordinates by range', async () => {
    connection = await connect('Omnicasa')
    expect((await run(connection, 'dry-run')).status).toBe('succeeded')
    const done = await run(connection, 'apply')
    expect(done.status).toBe('succeeded')
    expect(done.counts).toMatchObject({ created: 3, failed: 0, photosDownloaded: 6 })
    const languages = crm.log
      .filter((entry) => entry.path.endsWith('/GetPropertyListJson'))
      .map((entry) => JSON.parse(new URLSearchParams(entry.query).get('json')!).LanguageId)
    expect(new Set(languages)).toEqual(new Set([1, 2, 3, 4]))

    const one = await find(connection, 9001)
    expect(one).toMatchObject({
      goal: 'sale',
      status: 'available',
      propertyType: 'house',
      price: 250001,
    })
    expect(one.description).toMatchObject({
      nl: 'Mooi huis 9001',
      fr: 'Belle maison 9001',
      de: 'Schönes Haus 9001',
    })
    expect(one.title.nl).toBe('Woning te Brugge')
    expect(one).toMatchObject({ latitude: 51.2093, longitude: 3.2247 })

    const hidden = await find(connection, 9002)
    expect(hidden.publishPrice).toBe(false)
    const visitor = await api('GET', `properties/${hidden.id}`)
    expect(visitor.json).not.toHaveProperty('price')

    const onRequest = await find(connection, 9003)
    expect(onRequest.price ?? null).toBeNull()
    expect(onRequest.status).toBe('option')
    expect(onRequest).toMatchObject({ latitude: 51.2093, longitude: 3.2247 })
  })

  it('unpublishes what the deleted-ids feed names in a delta run', async () => {
    crm.remove(9001)
    const done = await run(connection, 'apply', false)
    expect(done.status).toBe('succeeded')
    expect(done.counts?.withdrawn).toBe(1)
    expect((await find(connection, 9001))._status).toBe('draft')
  })

  it('tests the connection with one call: accepted, and refused without echoing the credentials', async () => {
    const check = async (id: number) =>
      (
        await api('POST', `crm-connections/${id}/check`, {
          token: adminToken,
          headers: { 'Accept-Language': 'de' },
        })
      ).json
    expect(await check(await connect('Omnicasa check'))).toEqual({
      ok: true,
      message: 'Verbindung erfolgreich: Omnicasa akzeptiert die Zugangsdaten.',
    })
    const refused = await check(
      await connect('Omnicasa check wrong', { customerPassword: 'Nope-77' }),
    )
    expect(refused.ok).toBe(false)
    expect(refused.message).toMatch(/^Omnicasa lehnt die Zugangsdaten ab\./)
    expect(JSON.stringify(refused)).not.toContain('Nope-77')
  })

  it('never puts the credentials in a run message or report', async () => {
    const id = await connect('Omnicasa wrong', { customerPassword: 'Wrong-pass-99' })
    const done = await run(id, 'dry-run')
    expect(done.status).toBe('failed')
    expect(done.message).toMatch(/Omnicasa refused/)
    const text = JSON.stringify(done)
    expect(text).not.toContain('Wrong-pass-99')
    expect(text).not.toContain(crm.credentials.customerName)
  })
})
