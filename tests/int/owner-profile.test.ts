// The owner's profile (issue 12): POST /api/owner-portal/profile changes only the logged-in
// owner's own name, phone and language; owner A can never change owner B, by the form or by REST.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { POST as profile } from '@/app/api/owner-portal/profile/route'

import { createOwner, getTestPayload, tokenFor } from '../helpers/payload'
import { api } from '../helpers/rest'

let payload: Payload
let ownerA: Awaited<ReturnType<typeof createOwner>>
let ownerB: Awaited<ReturnType<typeof createOwner>>

const post = (fields: Record<string, string>, token?: string) =>
  profile(
    new Request('http://localhost:3000/api/owner-portal/profile', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(token ? { Cookie: `payload-token=${token}` } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    }),
  )

const read = (id: number) =>
  payload.findByID({ collection: 'owners', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await getTestPayload()
  ownerA = await createOwner(payload, 'Anna Maes')
  ownerB = await createOwner(payload, 'Bert Claes')
})

describe('POST /api/owner-portal/profile', () => {
  it('saves the own name, phone and language and answers with the profile page in the new language', async () => {
    const token = await tokenFor(payload, ownerA)
    const response = await post({ locale: 'nl', name: 'Anna Maes-Peeters', phone: '+32 470 12 34 56', language: 'de' }, token)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/de/eigentumer/profil/?done=saved')
    const saved = await read(ownerA.id)
    expect(saved).toMatchObject({ name: 'Anna Maes-Peeters', phone: '+32 470 12 34 56', locale: 'de' })
  }) // prettier-ignore

  it('owner A cannot change owner B: an id in the form is ignored, and REST refuses', async () => {
    const token = await tokenFor(payload, ownerA)
    await post({ locale: 'nl', id: String(ownerB.id), name: 'Hijacked', phone: '', language: 'en' }, token)
    const b = await read(ownerB.id)
    expect(b.name).toBe('Bert Claes')
    expect(b.locale).not.toBe('en')
    expect((await read(ownerA.id)).name).toBe('Hijacked')
    const rest = await api('PATCH', `owners/${ownerB.id}`, { token, body: { name: 'Hijacked' } })
    expect(rest.status).toBe(403)
    expect((await read(ownerB.id)).name).toBe('Bert Claes')
  }) // prettier-ignore

  it('sends a visitor without a session to the login page and changes nothing', async () => {
    const response = await post({ locale: 'fr', name: 'Nobody', phone: '', language: 'fr' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      '/fr/login/?next=%2Ffr%2Fproprietaire%2Fprofil%2F',
    )
    expect((await read(ownerB.id)).name).toBe('Bert Claes')
  })

  it('refuses an empty name, a bad phone and an unknown language with field errors, saving nothing', async () => {
    const token = await tokenFor(payload, ownerB)
    const response = await post({ locale: 'en', name: ' ', phone: 'call me', language: 'xx' }, token)
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!, 'http://localhost')
    expect(location.pathname).toBe('/en/owner/profile/')
    expect(location.searchParams.get('error')!.split(',').sort()).toEqual(['language.languageInvalid', 'name.nameRequired', 'phone.phoneInvalid'])
    expect((await read(ownerB.id)).name).toBe('Bert Claes')
  }) // prettier-ignore
})
