// Payload's own collections (locked documents, preferences, jobs, migrations) are staff-only:
// an owner is a logged-in user too and must not read or write them.
import { beforeAll, describe, expect, it } from 'vitest'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api } from '../helpers/rest'

let ownerToken: string
let editorToken: string

beforeAll(async () => {
  const payload = await getTestPayload()
  await createStaff(payload, 'admin')
  ownerToken = await tokenFor(payload, await createOwner(payload))
  editorToken = await tokenFor(payload, await createStaff(payload, 'editor'))
})

describe("Payload's internal collections", () => {
  it.each(['payload-locked-documents', 'payload-preferences', 'payload-jobs'])(
    'refuse %s to an owner and to an anonymous visitor',
    async (slug) => {
      expect((await api('GET', slug, { token: ownerToken })).status).toBe(403)
      expect((await api('GET', slug)).status).toBe(403)
    },
  )

  it('never list the migrations to an owner', async () => {
    // Not exposed over REST at all (501); what matters is that no list comes back.
    const response = await api('GET', 'payload-migrations', { token: ownerToken })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.json.docs).toBeUndefined()
  })

  it('refuse an owner to lock a document', async () => {
    const attempt = await api('POST', 'payload-locked-documents', {
      token: ownerToken,
      body: { document: { relationTo: 'properties', value: 1 }, globalSlug: null },
    })
    expect(attempt.status).toBe(403)
  })

  it('stay available to the staff who use the admin', async () => {
    expect((await api('GET', 'payload-locked-documents', { token: editorToken })).status).toBe(200)
    expect((await api('GET', 'payload-preferences', { token: editorToken })).status).toBe(200)
  })
})
