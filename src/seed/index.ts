// Seeds the demo agency. Used by `npm run seed` (and by `npm run dev` on an empty database).
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { defaultLocale, locales } from '@/i18n/locales'

import { demoProperties } from './demoProperties'

export type SeedOptions = { reset?: boolean; log?: (line: string) => void }

export type SeedResult = {
  properties: number
  admin: { email: string; password?: string; created: boolean }
}

const context = { skipRevalidate: true }

/** True when nobody has set this database up yet: no staff account exists. */
export const isDatabaseEmpty = async (payload: Payload) =>
  (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0

/**
 * The first admin: ADMIN_EMAIL / ADMIN_PASSWORD when set, otherwise a generated password that
 * the caller prints once. An existing account is never touched.
 */
export const ensureAdmin = async (payload: Payload): Promise<SeedResult['admin']> => {
  const email = process.env.ADMIN_EMAIL?.trim() || 'admin@example.com'
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs.length) return { email, created: false }
  const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', roles: ['admin'] },
    context,
  })
  return { email, password: process.env.ADMIN_PASSWORD ? undefined : password, created: true }
}

export const seed = async (payload: Payload, { reset = false }: SeedOptions = {}) => {
  if (reset) {
    await payload.delete({ collection: 'properties', where: { id: { exists: true } }, context })
  }
  const admin = await ensureAdmin(payload)
  await payload.updateGlobal({ slug: 'site-settings', data: { agencyName: 'Immo Demo' }, context })

  const { totalDocs } = await payload.count({ collection: 'properties' })
  let created = 0
  if (totalDocs === 0) {
    for (const demo of demoProperties) {
      const doc = await payload.create({
        collection: 'properties',
        locale: defaultLocale,
        data: {
          _status: 'published',
          goal: demo.goal,
          price: demo.price,
          zip: demo.zip,
          city: demo.city,
          title: demo.title[defaultLocale],
          description: demo.description[defaultLocale],
        },
        context,
      })
      for (const locale of locales.filter((code) => code !== defaultLocale)) {
        if (!demo.title[locale]) continue
        await payload.update({
          collection: 'properties',
          id: doc.id,
          locale,
          data: {
            _status: 'published',
            title: demo.title[locale],
            description: demo.description[locale],
          },
          context,
        })
      }
      created++
    }
  }
  return { properties: created, admin } satisfies SeedResult
}
