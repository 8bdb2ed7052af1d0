// Access rules exercised through the local API as an anonymous visitor, an editor and an admin
// (overrideAccess: false), the way the site and the REST API apply them.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { createStaff, getTestPayload, uniqueEmail } from '../helpers/payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof createStaff>>
let admin: Awaited<ReturnType<typeof createStaff>>
let publishedId: number | string
let draftId: number | string

const property = (title: string, status: 'draft' | 'published') => ({
  title,
  goal: 'sale' as const,
  zip: '9000',
  city: 'Gent',
  price: 250000,
  _status: status,
})

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await createStaff(payload, 'admin')
  editor = await createStaff(payload, 'editor')
  publishedId = (
    await payload.create({
      collection: 'properties',
      data: property('Access published', 'published'),
    })
  ).id
  draftId = (
    await payload.create({
      collection: 'properties',
      data: property('Access draft', 'draft'),
      draft: true,
    })
  ).id
})

describe('properties', () => {
  it('shows an anonymous visitor published properties and never drafts', async () => {
    const { docs } = await payload.find({
      collection: 'properties',
      overrideAccess: false,
      limit: 0,
    })
    const ids = docs.map((doc) => doc.id)
    expect(ids).toContain(publishedId)
    expect(ids).not.toContain(draftId)
    await expect(
      payload.findByID({ collection: 'properties', id: draftId, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('lets an editor read drafts and create properties', async () => {
    const draft = await payload.findByID({
      collection: 'properties',
      id: draftId,
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(draft.title).toBe('Access draft')
    const created = await payload.create({
      collection: 'properties',
      data: property('Editor made this', 'published'),
      overrideAccess: false,
      user: editor,
    })
    expect(created.title).toBe('Editor made this')
  })

  it('refuses an anonymous visitor to create, change or delete a property', async () => {
    await expect(
      payload.create({
        collection: 'properties',
        data: property('Spam', 'published'),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'properties',
        id: publishedId,
        data: { price: 1 },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'properties', id: publishedId, overrideAccess: false }),
    ).rejects.toThrow()
    const unchanged = await payload.findByID({ collection: 'properties', id: publishedId })
    expect(unchanged.price).toBe(250000)
  })
})

describe('users', () => {
  it('hides every account from an anonymous visitor', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })

  it('shows an editor only their own account and refuses them new accounts', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      overrideAccess: false,
      user: editor,
    })
    expect(docs.map((doc) => doc.id)).toEqual([editor.id])
    await expect(
      payload.create({
        collection: 'users',
        data: { email: uniqueEmail('intruder'), password: 'x-long-password', roles: ['admin'] },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
  })

  it('does not let an editor promote themselves to admin', async () => {
    await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['admin'], name: 'Renamed editor' },
      overrideAccess: false,
      user: editor,
    })
    const after = await payload.findByID({ collection: 'users', id: editor.id })
    expect(after.roles).toEqual(['editor'])
    expect(after.name).toBe('Renamed editor')
  })

  it('lets an admin create an editor', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: uniqueEmail('new-editor'), password: 'x-long-password', roles: ['editor'] },
      overrideAccess: false,
      user: admin,
    })
    expect(created.roles).toEqual(['editor'])
  })
})

describe('site settings', () => {
  it('are readable by anyone but changed only by an admin', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.agencyName).toBeTruthy()
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { agencyName: 'Hijacked' },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
    const updated = await payload.updateGlobal({
      slug: 'site-settings',
      data: { agencyName: 'Immo Test' },
      overrideAccess: false,
      user: admin,
    })
    expect(updated.agencyName).toBe('Immo Test')
  })
})
