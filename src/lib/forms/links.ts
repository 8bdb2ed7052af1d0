// Absolute links the forms put in mails.
import { pathnames } from '@/i18n/pathnames'
import type { Locale } from '@/i18n/locales'
import { slugifySegment } from '@/lib/domain'
import { serverUrl } from '@/lib/env'

type Listed = {
  id: number | string
  goal?: string | null
  city?: string | null
  title?: string | null
}

const detailPath = (list: string, doc: Listed, locale: Locale) => {
  const segments = [
    slugifySegment(doc.city ?? '') || '-',
    slugifySegment(doc.title ?? '') || '-',
    doc.id,
  ]
  return `/${locale}${list}/${segments.join('/')}/`
}

/** /nl/te-koop/{city}/{title}/{id}/ — the property path of contracts/routes.md. */
export const propertyPath = (property: Listed, locale: Locale) =>
  detailPath(
    pathnames[property.goal === 'rent' ? '/for-rent' : '/for-sale'][locale],
    property,
    locale,
  )

/** The property page as an absolute link (mails). */
export const propertyUrl = (property: Listed, locale: Locale) =>
  `${serverUrl()}${propertyPath(property, locale)}`

/** /nl/nieuwbouw/{city}/{title}/{id}/ — a new-build project's path. */
export const projectPath = (project: Listed, locale: Locale) =>
  detailPath(pathnames['/new-builds'][locale], project, locale)

export const projectUrl = (project: Listed, locale: Locale) =>
  `${serverUrl()}${projectPath(project, locale)}`

export const newsletterConfirmUrl = (token: string) =>
  `${serverUrl()}/api/forms/newsletter/confirm/?token=${encodeURIComponent(token)}`

export const newsletterUnsubscribeUrl = (token: string) =>
  `${serverUrl()}/api/forms/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`

export const adminSubmissionUrl = (id: number | string) =>
  `${serverUrl()}/admin/collections/submissions/${id}`
