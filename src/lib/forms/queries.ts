// Server-only reads of the form pages: the editors' texts of a form and the property a visit
// request is about. Form texts are read per request (editors expect a change to show at once).
import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { isEmpty } from '@/lib/domain'
import { getPayloadClient } from '@/lib/payload'

import { formTextsGroup } from '@globals/FormTexts'
import type { FormKind } from './kinds'

export type FormTexts = { successText?: string; errorText?: string; thankYouText?: string }

/** The editor's texts of a form in `locale`; an empty text is left out (the catalogue's shows). */
export const getFormTexts = cache(async (kind: FormKind, locale: Locale): Promise<FormTexts> => {
  const payload = await getPayloadClient()
  const global = (await payload
    .findGlobal({ slug: 'form-texts', locale, depth: 0, overrideAccess: false })
    .catch(() => null)) as Record<
    string,
    Record<string, string | null | undefined> | undefined
  > | null
  const group = global?.[formTextsGroup(kind)] ?? {}
  const texts: FormTexts = {}
  for (const key of ['successText', 'errorText', 'thankYouText'] as const) {
    const value = group[key]
    if (typeof value === 'string' && !isEmpty(value)) texts[key] = value
  }
  return texts
})

/** A published property's or project's id and title, for the form about it; null when none. */
const getFormDocument = cache(
  async (collection: 'properties' | 'projects', id: string, locale: Locale) => {
    if (!/^\d{1,12}$/.test(id)) return null
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      where: { id: { equals: id } },
      select: { title: true },
      depth: 0,
      limit: 1,
      locale,
      overrideAccess: false,
    })
    const doc = docs[0]
    return doc ? { id: String(doc.id), title: String(doc.title ?? '') } : null
  },
)

export const getFormProperty = (id: string, locale: Locale) =>
  getFormDocument('properties', id, locale)

export const getFormProject = (id: string, locale: Locale) =>
  getFormDocument('projects', id, locale)
