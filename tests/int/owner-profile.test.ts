// The owner's profile (issue 12): POST /api/owner-portal/profile changes only the logged-in
// owner's own name, phone and language; owner A can never change owner B, by the form or by REST.
// Over REST an owner can change neither their login e-mail nor their username (the agency does),
// nor their password without the current one (issue 31): a stolen session is no stolen account.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { POST as profile } from '@/app/api/owner-portal/profile/route'

import {
  createOwner,
  createStaff,
  getTestPayload,
  testPassword,
  tokenFor,
  uniqueEmail,
} from '../helpers/payload'
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

describe('an owner over REST', () => {
  const login = (data: Record<string, string>) =>
    api('POST', 'owners/login', { body: data }).then((answer) => answer.status)

  it('cannot change their own login e-mail or username', async () => {
    const owner = await createOwner(payload, 'Carla Peeters')
    const token = await tokenFor(payload, owner)
    for (const body of [
      { email: uniqueEmail('attacker') },
      { username: 'attacker-name' },
      { name: 'Carla', email: 'ATTACKER@evil.example' },
    ]) {
      const answer = await api('PATCH', `owners/${owner.id}`, { token, body })
      expect(answer.status, JSON.stringify(body)).toBe(403)
    }
    const bulk = await api('PATCH', `owners?where[id][equals]=${owner.id}`, {
      token,
      body: { email: uniqueEmail('attacker') },
    })
    expect(bulk.status).not.toBe(200)
    const saved = await read(owner.id)
    expect(saved).toMatchObject({
      email: owner.email,
      username: owner.username,
      name: 'Carla Peeters',
    })
    // Sending back the unchanged values with a change of their own details is fine.
    const same = await api('PATCH', `owners/${owner.id}`, {
      token,
      body: { email: owner.email, username: owner.username, phone: '+32 470 00 00 01' },
    })
    expect(same.status).toBe(200)
    expect((await read(owner.id)).phone).toBe('+32 470 00 00 01')
  })

  it('changes their password only with the current one', async () => {
    const owner = await createOwner(payload, 'Dirk Janssens')
    const token = await tokenFor(payload, owner)
    const fresh = 'a new passphrase 2031!'
    for (const body of [
      { password: fresh },
      { password: fresh, currentPassword: 'not the password 1' },
      { password: fresh, currentPassword: '' },
    ]) {
      const answer = await api('PATCH', `owners/${owner.id}`, { token, body })
      expect(answer.status, JSON.stringify(body)).toBe(403)
    }
    expect(await login({ username: owner.username!, password: fresh })).toBe(401)
    expect(await login({ username: owner.username!, password: testPassword })).toBe(200)
    const changed = await api('PATCH', `owners/${owner.id}`, {
      token,
      body: { password: fresh, currentPassword: testPassword },
    })
    expect(changed.status).toBe(200)
    expect(changed.json.doc).not.toHaveProperty('currentPassword')
    expect(await login({ username: owner.username!, password: fresh })).toBe(200)
  })

  it('leaves the e-mail, username and password to an admin', async () => {
    const owner = await createOwner(payload, 'Els Wouters')
    const admin = await createStaff(payload, 'admin')
    const token = await tokenFor(payload, admin)
    const email = uniqueEmail('new-address')
    const answer = await api('PATCH', `owners/${owner.id}`, {
      token,
      body: { email, username: `${owner.username}-2`, password: 'set by the agency 2031!' },
    })
    expect(answer.status).toBe(200)
    expect(await read(owner.id)).toMatchObject({ email, username: `${owner.username}-2` })
    expect(await login({ email, password: 'set by the agency 2031!' })).toBe(200)
  })
})
