// The demo seed: what `npm run dev` shows on a fresh clone.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { demoProperties } from '@/seed/demoProperties'
import { ensureAdmin, seed } from '@/seed'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('seed', () => {
  it('reseeds the demo properties in four languages with --reset', async () => {
    await seed(payload, { reset: true })
    const { docs } = await payload.find({
      collection: 'properties',
      locale: 'fr',
      limit: 0,
      overrideAccess: false,
    })
    expect(docs).toHaveLength(demoProperties.length)
    expect(docs.map((doc) => doc.title)).toContain('Villa avec piscine')
    expect(docs.filter((doc) => doc.goal === 'rent')).toHaveLength(
      demoProperties.filter((demo) => demo.goal === 'rent').length,
    )
  })

  it('is deterministic: a second reset gives the same listing', async () => {
    const titles = async () =>
      (
        await payload.find({ collection: 'properties', locale: 'en', limit: 0, sort: 'title' })
      ).docs.map((doc) => `${doc.title}|${doc.city}|${doc.price}`)
    const first = await titles()
    await seed(payload, { reset: true })
    expect(await titles()).toEqual(first)
  })

  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD once, and never overwrites it', async () => {
    process.env.ADMIN_EMAIL = 'owner-of-agency@test.example'
    process.env.ADMIN_PASSWORD = 'a-long-chosen-password'
    try {
      const first = await ensureAdmin(payload)
      expect(first).toEqual({ email: 'owner-of-agency@test.example', created: true })
      const login = await payload.login({
        collection: 'users',
        data: { email: 'owner-of-agency@test.example', password: 'a-long-chosen-password' },
      })
      expect(login.user?.roles).toEqual(['admin'])
      expect((await ensureAdmin(payload)).created).toBe(false)
    } finally {
      delete process.env.ADMIN_EMAIL
      delete process.env.ADMIN_PASSWORD
    }
  })

  it('generates a password when none is given and returns it to be printed once', async () => {
    process.env.ADMIN_EMAIL = 'generated-admin@test.example'
    try {
      const result = await ensureAdmin(payload)
      expect(result.password).toMatch(/^[\w-]{16}$/)
      await expect(
        payload.login({
          collection: 'users',
          data: { email: 'generated-admin@test.example', password: result.password! },
        }),
      ).resolves.toHaveProperty('token')
    } finally {
      delete process.env.ADMIN_EMAIL
    }
  })
})
