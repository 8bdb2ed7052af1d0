// The demo CRM of `npm run crm:demo` (README "Try the CRM import"), as a newcomer meets it: its
// connection made by the script's own code, a dry run and an import through the sync endpoint
// the admin's buttons call, every demo listing published with its photos in the CRM's order and
// no unknown code, a price changed on the control page reaching the site at the next delta run,
// and a visit request reaching the demo CRM's lead log once. Runs on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { ensureDemoConnection } from '@/crm-demo/connection'
import { DEMO_LISTINGS } from '@/crm-demo/listings'
import { startDemoCrm } from '@/crm-demo/server'

import type { WhiseDouble, WhiseEstate } from '../../src/crm-demo/doubles/whise'
import { createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'
import { postJson } from './formsHelpers'

process.env.CRM_ALLOW_PRIVATE_HOSTS = '1'
process.env.CRM_BACKOFF_MS = '20'

let payload: Payload
let adminToken: string
let crm: WhiseDouble
let connection: number | string
let dryRun: Json
let firstImport: Json

/** Starts a run as the admin's buttons do (the sync endpoint) and waits for its end. */
const run = async (mode: 'dry-run' | 'apply', full: boolean) => {
  const started = await api('POST', `crm-connections/${connection}/sync`, {
    token: adminToken,
    body: { mode, full },
  })
  expect(started.status).toBe(202)
  for (let i = 0; i < 1200; i++) {
    const doc = await payload.findByID({ collection: 'crm-runs', id: started.json.run, depth: 0 })
    if (doc.status !== 'running') return doc as Json
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the run did not end')
}

const propertyOf = async (externalId: number) => {
  const { docs } = await payload.find({
    collection: 'properties',
    where: {
      and: [
        { 'crm.connection': { equals: connection } },
        { 'crm.externalId': { equals: String(externalId) } },
      ],
    },
    depth: 0,
    draft: true,
    locale: 'all',
  })
  expect(docs).toHaveLength(1)
  return docs[0] as Json
}

const stateOf = async (externalId: number) =>
  (
    await payload.find({
      collection: 'crm-listings',
      where: { key: { equals: `${connection}:${externalId}` } },
      depth: 0,
    })
  ).docs[0] as Json

const pictureIdsInOrder = (estate: WhiseEstate) =>
  [...(estate.pictures as Array<{ id: number; order: number }>)]
    .sort((a, b) => a.order - b.order)
    .map((picture) => String(picture.id))

const controlPage = async () => (await fetch(`${crm.url}/`)).text()

const submitControlForm = (path: string, fields: Record<string, string>) =>
  fetch(`${crm.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  payload = await getTestPayload()
  adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
  crm = await startDemoCrm({ port: 0 })
  const made = await ensureDemoConnection(payload, crm)
  expect(made.action).toBe('created')
  expect((await ensureDemoConnection(payload, crm)).action).toBe('kept')
  connection = made.id
  dryRun = await run('dry-run', true)
  firstImport = await run('apply', true)
}, 300_000)

afterAll(async () => {
  await crm?.close()
})

describe('the demo CRM', () => {
  it('has a dozen listings and answers its control page', async () => {
    expect(crm.estates).toHaveLength(DEMO_LISTINGS.length)
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(12)
    const html = await controlPage()
    expect(html).toContain(`Listings (${DEMO_LISTINGS.length})`)
    for (const estate of crm.estates) expect(html).toContain(String(estate.referenceNumber))
  })

  it('dry-runs and imports every listing, published, with photos in the CRM order and no unknown code', async () => {
    const count = crm.estates.length
    expect(dryRun).toMatchObject({ status: 'succeeded', counts: { created: count, failed: 0 } })
    expect(firstImport).toMatchObject({
      status: 'succeeded',
      counts: { created: count, failed: 0, withdrawn: 0 },
    })
    expect(firstImport.counts.photosDownloaded).toBeGreaterThanOrEqual(count * 2)
    for (const report of [dryRun.report, firstImport.report]) {
      expect(report).toHaveLength(count)
      expect(JSON.stringify(report)).not.toContain('unknown code')
      for (const line of report) expect(line.error ?? '').toBe('')
    }
    const media = new Set<unknown>()
    for (const estate of crm.estates) {
      const property = await propertyOf(estate.id)
      expect(property._status).toBe('published')
      expect(property.price).toBe(estate.price)
      for (const locale of ['nl', 'fr', 'en', 'de']) expect(property.title[locale]).toBeTruthy()
      const state = await stateOf(estate.id)
      const photos = state.photos as Array<{ externalId: string; media: number }>
      expect(photos.map((photo) => photo.externalId)).toEqual(pictureIdsInOrder(estate))
      expect(property.images).toEqual(photos.map((photo) => photo.media))
      for (const id of property.images) media.add(id)
    }
    // Every photo its own image (none deduplicated into another), big enough to look like one.
    const total = crm.estates.reduce((sum, estate) => sum + (estate.pictures as []).length, 0)
    expect(media.size).toBe(total)
    const first = await payload.findByID({
      collection: 'media',
      id: [...media][0] as number,
      depth: 0,
    })
    expect(first).toMatchObject({ width: 1200, height: 800, mimeType: 'image/jpeg' })
  })

  it('brings a price changed on the control page to the site at the next delta run', async () => {
    const estate = crm.estates[0]
    const before = (await propertyOf(estate.id)).price as number
    const price = before + 12_500
    const answer = await submitControlForm(`/listings/${estate.id}/price`, {
      price: String(price),
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/')
    expect(estate.price).toBe(price)

    const delta = await run('apply', false)
    expect(delta).toMatchObject({ status: 'succeeded', counts: { updated: 1, failed: 0 } })
    const line = (delta.report as Json[]).find((entry) => entry.externalId === String(estate.id))
    expect(line).toMatchObject({ action: 'update' })
    expect(line?.fields).toContainEqual({ name: 'price', before, after: price })
    const lastList = crm.calls('/v1/estates/list').at(-1)?.body as Json
    expect(lastList.Filter.UpdateDateTimeRange?.Min).toBeTruthy()
    expect((await propertyOf(estate.id)).price).toBe(price)
  })

  it('sends a visit request about an imported listing to the demo CRM once, shown on its control page', async () => {
    const estate = crm.estates[1]
    const property = await propertyOf(estate.id)
    const email = `demo-visit-${Date.now()}@test.example`
    const response = await postJson('visit-request', {
      firstName: 'Lotte',
      lastName: 'Janssens',
      email,
      phone: '0476 22 33 44',
      propertyId: String(property.id),
    })
    expect(response.status).toBeLessThan(300)
    expect(crm.contacts).toHaveLength(0)
    await payload.jobs.run({ queue: 'crm', limit: 10 })
    await payload.jobs.run({ queue: 'crm', limit: 10 })
    const leads = crm.calls('/v1/contacts/upsert')
    expect(leads).toHaveLength(1)
    expect(leads[0].body).toMatchObject({
      FirstName: 'Lotte',
      Name: 'Janssens',
      PrivateEmail: email,
      EstateIds: [estate.id],
    })
    const html = await controlPage()
    expect(html).toContain('Leads received (1)')
    expect(html).toContain(email)
  })
})
