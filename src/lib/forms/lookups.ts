// What the forms read before storing: the published property or project a form is about, its
// title in every language, and the agency's identity for the mails.
import type { Payload } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { mailFrom } from '@/lib/mail/adapter'

/** A document read through the local API (a property, a project, a slot). */
export type Doc = Record<string, unknown> & { id: number | string }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A published property or project, or null (unknown id, draft, malformed id). */
export const findPublished = async (
  payload: Payload,
  collection: 'properties' | 'projects',
  id: string,
  locale: Locale,
) => {
  if (!(collection in payload.collections)) return null
  try {
    const { docs } = await payload.find({
      collection,
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      depth: 1,
      limit: 1,
      locale,
    })
    return (docs[0] as unknown as Doc | undefined) ?? null
  } catch {
    return null
  }
}

/** A property's or project's title in every language (the mails name it in their own). */
export const titlesByLocale = async (
  payload: Payload,
  collection: 'properties' | 'projects',
  id: number | string,
): Promise<Partial<Record<Locale, string>>> => {
  try {
    const doc = (await payload.findByID({
      collection,
      id,
      locale: 'all',
      depth: 0,
      select: { title: true },
      disableErrors: true,
    })) as { title?: unknown } | null
    return isPlainObject(doc?.title) ? (doc.title as Partial<Record<Locale, string>>) : {}
  } catch {
    return {}
  }
}

export type AgencyIdentity = { email: string; name: string; locale: Locale }

/** The agency's address, name and language (site settings, else AGENCY_EMAIL, else MAIL_FROM). */
export const agencyIdentity = async (payload: Payload): Promise<AgencyIdentity> => {
  const settings = (await payload
    .findGlobal({ slug: 'site-settings', depth: 0 })
    .catch(() => null)) as Record<string, unknown> | null
  const identity = isPlainObject(settings?.identity) ? settings.identity : {}
  const email =
    (typeof identity.email === 'string' && identity.email) ||
    process.env.AGENCY_EMAIL?.trim() ||
    mailFrom()
  const name = (typeof settings?.agencyName === 'string' && settings.agencyName) || 'Agency'
  // The agency reads its mails in the site's default language (site settings).
  const locale: Locale = isLocale(settings?.defaultLanguage)
    ? settings.defaultLanguage
    : defaultLocale
  return { email, name, locale }
}
