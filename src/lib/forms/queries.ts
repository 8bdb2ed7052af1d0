// Server-only reads of the form pages: the editors' texts of a form and the property or project
// a form is about. Form texts are read per request (editors expect a change to show at once).
import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { isEmpty } from '@/lib/domain'
import { getPayloadClient } from '@/lib/payload'

import type { FormKind } from '@/lib/site/formKinds'

import { formTextsGroup } from './formTexts'

export type FormTexts = { successText?: string; errorText?: string; thankYouText?: string }

/**
 * The editor's texts of a form in `locale`; a text left empty in that language is left out, so
 * the page shows the catalogue's default in the visitor's language — never Payload's Dutch
 * fallback (a French visitor must not read a Dutch thank-you text).
 */
export const getFormTexts = cache(async (kind: FormKind, locale: Locale): Promise<FormTexts> => {
  const payload = await getPayloadClient()
  const global = (await payload
    .findGlobal({
      slug: 'form-texts',
      locale,
      fallbackLocale: false,
      depth: 0,
      overrideAccess: false,
    })
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

/** What the forms about a property show: its goal and status choose the form, its price (when
 * published) and rental costs give the offer's advance and the total payable at signing. */
export type FormProperty = {
  id: string
  title: string
  goal: 'sale' | 'rent'
  status: 'available' | 'option' | 'sold' | 'rented'
  price: number | null
  chargesTenant: number | null
  inventoryCost: number | null
}

export const getFormProperty = cache(
  async (id: string, locale: Locale): Promise<FormProperty | null> => {
    if (!/^\d{1,12}$/.test(id)) return null
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      where: { id: { equals: id } },
      select: {
        title: true,
        goal: true,
        status: true,
        price: true,
        finance: { chargesTenant: true, inventoryCost: true },
      },
      depth: 0,
      limit: 1,
      locale,
      overrideAccess: false,
    })
    const doc = docs[0]
    if (!doc) return null
    const amount = (value: unknown) =>
      typeof value === 'number' && Number.isFinite(value) ? value : null
    return {
      id: String(doc.id),
      title: String(doc.title ?? ''),
      goal: doc.goal === 'rent' ? 'rent' : 'sale',
      status: doc.status ?? 'available',
      price: amount(doc.price),
      chargesTenant: amount(doc.finance?.chargesTenant),
      inventoryCost: amount(doc.finance?.inventoryCost),
    }
  },
)

export const getFormProject = (id: string, locale: Locale) =>
  getFormDocument('projects', id, locale)
