// The check before publishing a property: the region's mandatory mentions that are missing warn
// (the property is published) or block (the publish is refused beside the field, in the editor's
// language) as an administrator set per rule; only administrators change that setting. Every
// save keeps the property's listing-quality score for the admin's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { fieldErrors } from '../helpers/fieldErrors'
import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api } from '../helpers/rest'

let payload: Payload
let editor: Awaited<ReturnType<typeof createStaff>>
let admin: Awaited<ReturnType<typeof createStaff>>
let editorToken: string
let adminToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  // The admin first: on an empty database the first account becomes an admin whatever its role.
  admin = await createStaff(payload, 'admin')
  editor = await createStaff(payload, 'editor')
  editorToken = await tokenFor(payload, editor)
  adminToken = await tokenFor(payload, admin)
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'compliance-rules',
    data: { severity: { epcScore: 'warn', epcCode: 'warn' } },
  })
})

const flemishHouse = (title: string) => ({
  title,
  goal: 'sale' as const,
  propertyType: 'house' as const,
  zip: '9000',
  city: 'Gent',
  price: 325000,
  urbanism: {
    buildingPermit: 'yes',
    zoning: 'residential',
    summons: 'no',
    preemptionRight: 'no',
    allotmentPermit: 'no',
  },
  flood: { pScore: 'A', gScore: 'A' },
})

const draftAsEditor = (title: string) =>
  payload.create({
    collection: 'properties',
    data: { ...flemishHouse(title), _status: 'draft' } as never,
    draft: true,
    user: editor,
    overrideAccess: false,
  })

const publishAsEditor = (id: number | string, language = 'nl', data: object = {}) =>
  payload.update({
    collection: 'properties',
    id,
    data: { ...data, _status: 'published' } as never,
    user: editor,
    overrideAccess: false,
    req: { i18n: { language } } as never,
  })

const setSeverity = (severity: Record<string, 'warn' | 'block'>) =>
  payload.updateGlobal({ slug: 'compliance-rules', data: { severity } as never })

describe('publishing a property without its mandatory mentions', () => {
  it('publishes a Flemish house without EPC when the rules only warn', async () => {
    await setSeverity({ epcScore: 'warn', epcCode: 'warn' })
    const draft = await draftAsEditor('Woning zonder EPC, waarschuwing')
    const published = await publishAsEditor(draft.id)
    expect(published._status).toBe('published')
    const visitor = await api('GET', `properties/${draft.id}`)
    expect(visitor.status).toBe(200)
  })

  it('refuses to publish a Flemish house without EPC when the administrator made it block, beside the field, in the editor’s language', async () => {
    await setSeverity({ epcScore: 'block', epcCode: 'warn' })
    const draft = await draftAsEditor('Woning zonder EPC, geblokkeerd')

    expect(await fieldErrors(publishAsEditor(draft.id, 'nl'))).toEqual([
      {
        path: 'epc.value',
        message: 'EPC-score (kWh/m²·jaar): verplichte vermelding, vul in om te publiceren',
      },
    ])
    expect(await fieldErrors(publishAsEditor(draft.id, 'fr'))).toEqual([
      {
        path: 'epc.value',
        message: 'Score PEB (kWh/m²·an): mention obligatoire, à remplir pour publier',
      },
    ])
    expect((await fieldErrors(publishAsEditor(draft.id, 'en')))[0]?.message).toBe(
      'EPC score (kWh/m²·year): mandatory mention, fill in to publish',
    )
    // Still a draft: visitors do not see it.
    expect((await api('GET', `properties/${draft.id}`)).status).toBe(404)

    // A draft save is never checked; the warning-only code does not block either.
    const saved = await payload.update({
      collection: 'properties',
      id: draft.id,
      data: { description: 'Nog zonder attest.' },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(saved.id).toBe(draft.id)

    const published = await publishAsEditor(draft.id, 'nl', { epc: { value: 180 } })
    expect(published._status).toBe('published')
    expect(published.epc?.label).toBe('B')
  })

  it('does not check a Brussels property against the Flemish rules', async () => {
    await setSeverity({ epcScore: 'block', epcCode: 'block' })
    const draft = await payload.create({
      collection: 'properties',
      data: {
        title: 'Appartement in Elsene',
        goal: 'sale',
        propertyType: 'apartment',
        zip: '1050',
        city: 'Elsene',
        _status: 'draft',
      } as never,
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect((await publishAsEditor(draft.id))._status).toBe('published')
  })
})

describe('the setting per rule', () => {
  it('is read by staff and changed by administrators only', async () => {
    const ownerToken = await tokenFor(payload, await createOwner(payload))
    for (const token of [undefined, ownerToken]) {
      expect((await api('GET', 'globals/compliance-rules', { token })).status).toBe(403)
      expect(
        (
          await api('POST', 'globals/compliance-rules', {
            token,
            body: { severity: { co2: 'block' } },
          })
        ).status,
      ).toBe(403)
    }

    const read = await api('GET', 'globals/compliance-rules', { token: editorToken })
    expect(read.status).toBe(200)
    expect(read.json.severity).toHaveProperty('epcScore')

    const byEditor = await api('POST', 'globals/compliance-rules', {
      token: editorToken,
      body: { severity: { co2: 'block' } },
    })
    expect(byEditor.status).toBe(403)

    const byAdmin = await api('POST', 'globals/compliance-rules', {
      token: adminToken,
      body: { severity: { co2: 'block' } },
    })
    expect(byAdmin.status).toBe(200)
    expect(byAdmin.json.result.severity.co2).toBe('block')
    await api('POST', 'globals/compliance-rules', {
      token: adminToken,
      body: { severity: { co2: 'warn' } },
    })
  })
})

describe('the listing quality', () => {
  it('is kept on every save and grows as mentions and translations are added', async () => {
    const draft = await draftAsEditor('Woning voor de kwaliteitsscore')
    const first = draft.listingQuality ?? 0
    expect(first).toBeGreaterThan(0)

    const withEpc = await payload.update({
      collection: 'properties',
      id: draft.id,
      data: { epc: { value: 150, certificateNumber: '20260101-0001234567-RES-1' } } as never,
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(withEpc.listingQuality).toBeGreaterThan(first)

    const translated = await payload.update({
      collection: 'properties',
      id: draft.id,
      locale: 'fr',
      data: { title: 'Maison pour le score', description: 'Une belle maison. '.repeat(40) },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(translated.listingQuality).toBeGreaterThan(withEpc.listingQuality!)
    expect(translated.listingQuality).toBeLessThanOrEqual(100)
  })
})
