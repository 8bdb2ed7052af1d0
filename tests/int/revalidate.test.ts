// What the cache expiry of a save is decided on (src/lib/revalidate.ts): the status of the
// version visitors read, in the database itself, through every status change an editor makes.
// A draft saved over a published property leaves it published; the unpublish that follows must
// be seen as one although Payload hands the hook the draft as the previous document.
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { publicStatusOf, publicVersionMayHaveChanged } from '@/lib/revalidate'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the version visitors read, through publish, draft and unpublish', () => {
  it('refreshes the pages on publish and unpublish, not on a draft saved over the published version', async () => {
    const req = await createLocalReq({}, payload)
    const decide = async (doc: { id: number; _status?: string | null }) =>
      publicVersionMayHaveChanged({
        doc,
        publicStatus: await publicStatusOf(req, 'properties', doc.id),
      })
    const created = await payload.create({
      collection: 'properties',
      data: { title: 'Cachetest', goal: 'sale', zip: '8000', city: 'Brugge', _status: 'published' },
    })
    expect(await decide(created)).toBe(true)

    const draft = await payload.update({
      collection: 'properties',
      id: created.id,
      data: { price: 199000, _status: 'draft' },
      draft: true,
    })
    expect(draft._status).toBe('draft')
    expect(await publicStatusOf(req, 'properties', created.id)).toBe('published')
    expect(await decide(draft)).toBe(false)

    const unpublished = await payload.update({
      collection: 'properties',
      id: created.id,
      data: { _status: 'draft' },
    })
    expect(await publicStatusOf(req, 'properties', created.id)).toBe('draft')
    expect(await decide(unpublished)).toBe(true)
  })
})
