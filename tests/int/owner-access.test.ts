// Who reads and changes what around the owner portal: owner A, owner B, an anonymous visitor, an
// editor and an admin, through the REST API (the real handlers, as /api answers) and through the
// local API with `overrideAccess: false` and a `user` — no owner reads another's anything.
// Owners and staff users live in two tables whose ids count separately, so an owner and a staff
// user share an id here on purpose: the case in which Payload's polymorphic `user` fields (the
// preferences) were known to mix accounts up.
import { beforeAll, describe, expect, it } from 'vitest'

import type { CollectionSlug, Payload } from 'payload'

import { GET as ownerStats } from '@/app/api/owner-stats/[id]/route'
import { brusselsDay } from '@/lib/portal/dates'
import { simplePdf } from '@/seed/pdf'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'

type Owner = Awaited<ReturnType<typeof createOwner>>
type Staff = Awaited<ReturnType<typeof createStaff>>

let payload: Payload
let ownerA: Owner
let ownerB: Owner
let twin: Staff // a staff user with owner A's id
let admin: Staff
const token: Record<'ownerA' | 'ownerB' | 'twin' | 'admin', string> = {
  ownerA: '',
  ownerB: '',
  twin: '',
  admin: '',
}

/** Things that are owner B's (or the agency's), which owner A must never read or change. */
const ofB: Partial<Record<CollectionSlug, number>> = {}
let propertyA: number
let draftOfA: number
let publishedOfB: number

const property = (title: string, owners: number[], extra: Json = {}) => ({
  title,
  goal: 'sale' as const,
  zip: '3000',
  city: 'Leuven',
  price: 289000,
  internalNotes: 'Eigenaar gaat akkoord vanaf 270.000',
  owners,
  ...extra,
})

const statsAs = (id: number | string, bearer?: string) =>
  ownerStats(
    new Request(`http://localhost/api/owner-stats/${id}`, {
      headers: bearer ? { Authorization: `JWT ${bearer}` } : {},
    }),
    { params: Promise.resolve({ id: String(id) }) },
  )

/** An owner and a staff user (an editor) with the same id. */
const twins = async (): Promise<{ owner: Owner; staff: Staff }> => {
  let owner = await createOwner(payload, 'Tweeling Eigenaar')
  let staff = await createStaff(payload, 'editor')
  for (let step = 0; owner.id !== staff.id; step++) {
    if (step > 500) throw new Error(`no twin ids: owner ${owner.id}, staff ${staff.id}`)
    if (owner.id < staff.id) owner = await createOwner(payload, 'Tweeling Eigenaar')
    else staff = await createStaff(payload, 'editor')
  }
  return { owner, staff }
}

const preferenceOf = async (user: Staff, key: string) => {
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: 'users' } },
      ],
    },
    depth: 0,
    limit: 1,
  })
  return docs[0]
}

beforeAll(async () => {
  payload = await getTestPayload()
  // First the admin: the very first account of a database is always made an admin.
  admin = await createStaff(payload, 'admin')
  const pair = await twins()
  ownerA = pair.owner
  twin = pair.staff
  ownerB = await createOwner(payload, 'Bert Tweede')
  token.ownerA = await tokenFor(payload, ownerA)
  token.ownerB = await tokenFor(payload, ownerB)
  token.twin = await tokenFor(payload, twin)
  token.admin = await tokenFor(payload, admin)

  // The staff users' own preferences, saved as the admin panel saves them.
  for (const [who, value] of [['twin', ['title', 'city']], ['admin', ['reference']]] as const) {
    const saved = await api('POST', 'payload-preferences/properties-list', {
      token: token[who],
      body: { value: { columns: value } },
    })
    expect(saved.status).toBe(200)
  }

  propertyA = (await payload.create({ collection: 'properties', data: property('Huis van A', [ownerA.id], { _status: 'published' }) })).id
  draftOfA = (await payload.create({ collection: 'properties', data: property('Ontwerp van A', [ownerA.id], { _status: 'draft' }), draft: true })).id
  publishedOfB = (await payload.create({ collection: 'properties', data: property('Huis van B', [ownerB.id], { _status: 'published' }) })).id
  ofB.properties = (await payload.create({ collection: 'properties', data: property('Ontwerp van B', [ownerB.id], { _status: 'draft' }), draft: true })).id
  ofB.owners = ownerB.id
  const pdf = simplePdf(['Verkoopsopdracht B'])
  const mandate = await payload.create({ collection: 'documents', data: { title: 'Opdracht B' }, file: { data: pdf, name: 'opdracht-b.pdf', mimetype: 'application/pdf', size: pdf.length } })
  ofB.documents = mandate.id
  await payload.update({ collection: 'properties', id: publishedOfB, data: { ownerDocuments: [mandate.id] } })
  ofB.submissions = (await payload.create({ collection: 'submissions', data: { kind: 'visit-request', status: 'new', name: 'Lotte Claes', email: 'lotte@test.example', phone: '0478 11 22 33', locale: 'nl', property: publishedOfB, content: {} } })).id
  await payload.create({ collection: 'submissions', data: { kind: 'contact', status: 'new', name: 'Piet Aerts', email: 'piet@test.example', locale: 'nl', property: propertyA, content: {} } })
  const day = brusselsDay()
  ofB['property-views'] = (await payload.create({ collection: 'property-views', data: { key: `${day}|p${publishedOfB}|direct|access`, day, property: publishedOfB, source: 'direct', count: 7, appearances: 0 } })).id
  ofB['property-activities'] = (await payload.create({ collection: 'property-activities', data: { property: publishedOfB, date: new Date().toISOString(), group: 'visits', type: 'viewing', contactPerson: 'Lotte C.', comment: 'Twijfelt over de prijs', status: 'neutral' } })).id
  await payload.create({ collection: 'property-activities', data: { property: propertyA, date: new Date().toISOString(), group: 'visits', type: 'viewing', status: 'done' } })
}, 300_000) // prettier-ignore

describe('payload-preferences (REST)', () => {
  it('an owner with a staff user’s id lists, reads, creates, changes and deletes nothing', async () => {
    expect(ownerA.id).toBe(twin.id)
    expect(twin.roles).toEqual(['editor'])
    const staffPreference = await preferenceOf(twin, 'properties-list')
    expect(staffPreference).toBeTruthy()
    const attempts = [
      await api('GET', 'payload-preferences', { token: token.ownerA }),
      await api('GET', 'payload-preferences?where[user.value][equals]=' + twin.id, { token: token.ownerA }),
      await api('GET', `payload-preferences/${staffPreference.id}`, { token: token.ownerA }),
      await api('GET', 'payload-preferences/properties-list', { token: token.ownerA }),
      await api('POST', 'payload-preferences', { token: token.ownerA, body: { key: 'properties-list', value: { columns: ['hacked'] } } }),
      await api('POST', 'payload-preferences/properties-list', { token: token.ownerA, body: { value: { columns: ['hacked'] } } }),
      await api('PATCH', `payload-preferences/${staffPreference.id}`, { token: token.ownerA, body: { value: { columns: ['hacked'] } } }),
      await api('DELETE', `payload-preferences/${staffPreference.id}`, { token: token.ownerA }),
      await api('DELETE', 'payload-preferences/properties-list', { token: token.ownerA }),
    ]
    for (const [index, { status, json }] of attempts.entries()) {
      expect(status, `attempt ${index}`).toBe(403)
      expect(JSON.stringify(json), `attempt ${index}`).not.toContain('title')
    }
    expect((await preferenceOf(twin, 'properties-list'))?.value).toEqual({ columns: ['title', 'city'] })
    const ownersPreferences = await payload.count({ collection: 'payload-preferences', where: { 'user.relationTo': { equals: 'owners' } } })
    expect(ownersPreferences.totalDocs).toBe(0)
  }) // prettier-ignore

  it('an anonymous visitor lists, reads and writes nothing', async () => {
    const staffPreference = await preferenceOf(twin, 'properties-list')
    const attempts = [
      await api('GET', 'payload-preferences'),
      await api('GET', `payload-preferences/${staffPreference.id}`),
      await api('GET', 'payload-preferences/properties-list'),
      await api('POST', 'payload-preferences/properties-list', { body: { value: { columns: ['x'] } } }),
      await api('PATCH', `payload-preferences/${staffPreference.id}`, { body: { value: {} } }),
      await api('DELETE', `payload-preferences/${staffPreference.id}`),
    ]
    for (const [index, { status }] of attempts.entries()) expect([401, 403], `attempt ${index}`).toContain(status)
    expect((await preferenceOf(twin, 'properties-list'))?.value).toEqual({ columns: ['title', 'city'] })
  }) // prettier-ignore

  it('a staff user reads and changes their own preferences only', async () => {
    const adminPreference = await preferenceOf(admin, 'properties-list')
    const list = await api('GET', 'payload-preferences?limit=0', { token: token.twin })
    expect(list.status).toBe(200)
    const listed = list.json.docs as Json[]
    expect(listed.length).toBeGreaterThan(0)
    for (const doc of listed) expect(doc.user).toMatchObject({ relationTo: 'users', value: expect.objectContaining({ id: twin.id }) })
    const own = await api('GET', 'payload-preferences/properties-list', { token: token.twin })
    expect(own.json.value).toEqual({ columns: ['title', 'city'] })
    const foreign = await api('PATCH', `payload-preferences/${adminPreference.id}`, { token: token.twin, body: { value: { columns: ['hacked'] } } })
    expect([403, 404]).toContain(foreign.status)
    expect((await preferenceOf(admin, 'properties-list'))?.value).toEqual({ columns: ['reference'] })
    const byAdmin = await api('GET', 'payload-preferences/properties-list', { token: token.admin })
    expect(byAdmin.json.value).toEqual({ columns: ['reference'] })
  }) // prettier-ignore

  it('the local API with access refuses an owner every preference', async () => {
    const staffPreference = await preferenceOf(twin, 'properties-list')
    const as = { overrideAccess: false, user: ownerA } as const
    await expect(payload.find({ collection: 'payload-preferences', ...as })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'payload-preferences', id: staffPreference.id, ...as })).rejects.toThrow()
    await expect(payload.update({ collection: 'payload-preferences', id: staffPreference.id, data: { value: { columns: [] } }, ...as })).rejects.toThrow()
    await expect(payload.delete({ collection: 'payload-preferences', id: staffPreference.id, ...as })).rejects.toThrow()
    await expect(payload.create({ collection: 'payload-preferences', data: { key: 'x', user: { relationTo: 'owners', value: ownerA.id }, value: {} }, ...as })).rejects.toThrow()
    expect((await preferenceOf(twin, 'properties-list'))?.value).toEqual({ columns: ['title', 'city'] })
  }) // prettier-ignore
})

describe('/api/owner-stats/{id}', () => {
  it('answers the owner for each of their properties, published or not, and nobody else', async () => {
    expect((await statsAs(propertyA, token.ownerA)).status).toBe(200)
    expect((await statsAs(draftOfA, token.ownerA)).status).toBe(200)
    expect((await statsAs(publishedOfB, token.ownerA)).status).toBe(404)
    expect((await statsAs(ofB.properties!, token.ownerA)).status).toBe(404)
    expect((await statsAs(propertyA, token.ownerB)).status).toBe(404)
    expect((await statsAs(draftOfA, token.ownerB)).status).toBe(404)
    for (const staff of [token.twin, token.admin, undefined])
      expect((await statsAs(propertyA, staff)).status).toBe(401)
    const body = await (await statsAs(publishedOfB, token.ownerB)).json()
    expect(body.views.today).toBeGreaterThanOrEqual(7)
    expect(JSON.stringify(body)).not.toMatch(/lotte@|0478|Claes/)
  })
})

/** What owner A gets for each way of reaching one of owner B's (or the agency's) records. */
const restAttempts = async (slug: CollectionSlug, id: number) => ({
  list: await api('GET', `${slug}?limit=0&depth=0`, { token: token.ownerA }),
  read: await api('GET', `${slug}/${id}?depth=0`, { token: token.ownerA }),
  update: await api('PATCH', `${slug}/${id}`, { token: token.ownerA, body: {} }),
  remove: await api('DELETE', `${slug}/${id}`, { token: token.ownerA }),
})

describe.each(['owners', 'properties', 'submissions', 'documents', 'property-views', 'property-activities'] as const)(
  '%s: owner A and what is owner B’s',
  (slug) => {
    it('REST: not listed, not readable, not changed, not deleted', async () => {
      const id = ofB[slug]!
      const before = await payload.findByID({ collection: slug, id, depth: 0, draft: true })
      const { list, read, update, remove } = await restAttempts(slug, id)
      if (list.status === 200) expect((list.json.docs as Json[]).map((doc) => doc.id)).not.toContain(id)
      else expect(list.status).toBe(403)
      expect([403, 404]).toContain(read.status)
      expect([403, 404]).toContain(update.status)
      expect([403, 404]).toContain(remove.status)
      const after = await payload.findByID({ collection: slug, id, depth: 0, draft: true })
      expect(after.updatedAt).toBe(before.updatedAt)
    })

    it('local API with access: not found, not readable, not changed, not deleted', async () => {
      const id = ofB[slug]!
      const as = { overrideAccess: false, user: ownerA } as const
      const found = await payload.find({ collection: slug, ...as, depth: 0, pagination: false }).catch(() => null)
      if (found) expect(found.docs.map((doc) => doc.id)).not.toContain(id)
      await expect(payload.findByID({ collection: slug, id, ...as, depth: 0 })).rejects.toThrow()
      await expect(payload.update({ collection: slug, id, data: {}, ...as })).rejects.toThrow()
      await expect(payload.delete({ collection: slug, id, ...as })).rejects.toThrow()
      expect(await payload.findByID({ collection: slug, id, depth: 0, draft: true })).toBeTruthy()
    }) // prettier-ignore
  },
) // prettier-ignore

describe('what owner A may read', () => {
  it('their own account and properties, with the owners list, never internal notes', async () => {
    const own = await api('GET', `owners/${ownerA.id}`, { token: token.ownerA })
    expect(own.status).toBe(200)
    const listed = await api('GET', 'owners?limit=0', { token: token.ownerA })
    expect((listed.json.docs as Json[]).map((doc) => doc.id)).toEqual([ownerA.id])
    const home = await api('GET', `properties/${propertyA}?depth=1`, { token: token.ownerA })
    expect(home.json.owners.map((owner: Json) => owner.id ?? owner)).toEqual([ownerA.id])
    expect(home.json).not.toHaveProperty('internalNotes')
    // B's published property is public, but not who owns it or what is shared with them.
    const neighbour = await api('GET', `properties/${publishedOfB}?depth=1`, { token: token.ownerA })
    expect(neighbour.status).toBe(200)
    for (const field of ['owners', 'ownerDocuments', 'internalNotes']) expect(neighbour.json).not.toHaveProperty(field)
  }) // prettier-ignore

  it('a co-owned property shows the co-owner as an id only', async () => {
    const shared = await payload.create({ collection: 'properties', data: property('Samen', [ownerA.id, ownerB.id], { _status: 'published' }) })
    const { json } = await api('GET', `properties/${shared.id}?depth=2`, { token: token.ownerA })
    expect(json.owners[0]).toMatchObject({ id: ownerA.id })
    expect(json.owners[1]).toBe(ownerB.id)
    expect(JSON.stringify(json)).not.toContain(ownerB.email!)
  }) // prettier-ignore

  it('none of the raw leads, counts or activities, not even about their own property', async () => {
    for (const slug of ['submissions', 'property-views', 'property-activities', 'view-hits'] as const) {
      expect((await api('GET', `${slug}?limit=0`, { token: token.ownerA })).status, slug).toBe(403)
      await expect(payload.find({ collection: slug, overrideAccess: false, user: ownerA }), slug).rejects.toThrow()
    }
    expect((await api('GET', 'submissions/export.csv', { token: token.ownerA })).status).toBeGreaterThanOrEqual(401)
  }) // prettier-ignore
})

describe('staff', () => {
  it('an editor reads every owner and property record but creates no owner; an admin does', async () => {
    for (const slug of ['owners', 'properties', 'submissions', 'documents', 'property-views', 'property-activities'] as const) {
      const read = await api('GET', `${slug}/${ofB[slug]}?depth=0&draft=true`, { token: token.twin })
      expect(read.status, slug).toBe(200)
      const local = await payload.findByID({ collection: slug, id: ofB[slug]!, overrideAccess: false, user: twin, draft: true, depth: 0 })
      expect(local.id).toBe(ofB[slug])
    }
    const newOwner = { name: 'Nieuw', username: `nieuw-${Date.now()}`, password: 'correct horse battery staple' }
    expect((await api('POST', 'owners', { token: token.twin, body: newOwner })).status).toBe(403)
    const made = await api('POST', 'owners', { token: token.admin, body: newOwner })
    expect(made.status).toBe(201)
    expect((await api('DELETE', `owners/${made.json.doc.id}`, { token: token.admin })).status).toBe(200)
  }) // prettier-ignore
})

describe("Payload's own globals and the staff accounts' lock", () => {
  it('the jobs statistics are read and changed by staff only', async () => {
    const attempts = [
      await api('GET', 'globals/payload-jobs-stats'),
      await api('GET', 'globals/payload-jobs-stats', { token: token.ownerA }),
      await api('POST', 'globals/payload-jobs-stats', { token: token.ownerA, body: { stats: { hacked: true } } }),
    ]
    for (const [index, { status }] of attempts.entries()) expect([401, 403], `attempt ${index}`).toContain(status)
    expect((await api('GET', 'globals/payload-jobs-stats', { token: token.twin })).status).toBe(200)
  }) // prettier-ignore

  it('an editor or an owner unlocks no staff account; an administrator does', async () => {
    for (const who of ['twin', 'ownerA'] as const) {
      const answer = await api('POST', 'users/unlock', { token: token[who], body: { email: admin.email } })
      expect([401, 403], who).toContain(answer.status)
    }
    expect((await api('POST', 'users/unlock', { token: token.admin, body: { email: twin.email } })).status).toBe(200)
  }) // prettier-ignore
})
