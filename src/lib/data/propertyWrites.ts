// The one documented entry for writing a property from outside the admin (the CRM import, a
// script): the Local API with the collection's validation, derived fields, route upkeep, saved-
// search matching and cache expiry, exactly as a save in the admin. docs/data-layer.md.
import 'server-only'

import type { Payload, PayloadRequest, TypedUser, Where } from 'payload'

import { locales, type Locale } from '@/i18n/locales'
import { inTransaction } from '@/lib/db/transaction'
import type { Property } from '@/payload-types'

/** A localized field given in every language at once: `{ nl: 'Villa', fr: 'Villa', … }`. */
type InLanguages<T> = Partial<Record<Locale, T>>

/** Property fields as written with every language at once (`locale: 'all'`). */
export type PropertyInput = {
  [K in keyof Omit<Property, 'id' | 'createdAt' | 'updatedAt'>]?:
    Property[K] | InLanguages<Property[K]>
}

export type UpsertProperty = {
  /** The property to update, found by this condition (an external id, a reference); none: create. */
  match: Where
  data: PropertyInput
  /** Published (the default) shows it on the site; a draft keeps the published version. */
  status?: 'published' | 'draft'
  /**
   * Whose access applies: a staff user is checked like in the admin. Without one the write is
   * the system's own (access not checked), as the seed and the jobs write.
   */
  user?: TypedUser
  /** The caller's transaction, when this write is one step of a larger one. */
  req?: PayloadRequest
  /** Passed to the hooks (e.g. `{ importRun: 12 }`). */
  context?: Record<string, unknown>
}

const isInLanguages = (value: object): value is InLanguages<unknown> => {
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => (locales as readonly string[]).includes(key))
}

/** The input as written in one language: every `{ nl, fr, … }` replaced by that language's value. */
const inLanguage = (value: unknown, locale: Locale): unknown => {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale))
  if (!value || typeof value !== 'object' || value instanceof Date) return value
  if (isInLanguages(value)) return value[locale]
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inLanguage(item, locale)]),
  )
}

export type UpsertResult = { id: number; created: boolean; doc: Property }

/**
 * Creates the property `match` finds nothing for, else updates the one it finds, in one
 * transaction, with every language written at once. Two matches are an error: a condition
 * that is not unique must not pick a property by chance.
 */
export async function upsertProperty(
  payload: Payload,
  { match, data, status = 'published', user, req, context }: UpsertProperty,
): Promise<UpsertResult> {
  return inTransaction(
    payload,
    async (request) => {
      const access = user ? { user, overrideAccess: false } : { overrideAccess: true }
      const { docs } = await payload.find({
        collection: 'properties',
        where: match,
        limit: 2,
        depth: 0,
        draft: true,
        pagination: false,
        select: {},
        req: request,
        ...access,
      })
      if (docs.length > 1) throw new Error('upsertProperty: the match finds more than one property')
      const draft = status === 'draft'
      const common = { collection: 'properties', depth: 0, draft, req: request, context } as const
      let doc: Property
      if (docs[0]) {
        // An update takes one language at a time (`locale: 'all'` is honoured on create only).
        for (const locale of locales) {
          doc = await payload.update({
            ...common,
            ...access,
            id: docs[0].id,
            locale,
            data: { ...(inLanguage(data, locale) as object), _status: status } as Partial<Property>,
          })
        }
      } else {
        // `locale: 'all'` takes every localized field as { nl, fr, en, de } in one write;
        // Payload's types name the single locales only (tests/int/property-writes.test.ts).
        doc = await payload.create({
          ...common,
          ...access,
          locale: 'all' as unknown as Locale,
          data: { ...data, _status: status } as unknown as Property,
        })
      }
      return { id: doc!.id, created: !docs[0], doc: doc! }
    },
    req,
  )
}
