// Absolute links the forms put in mails, on the origin of the request that submitted the form
// (src/lib/origin.ts: SERVER_URL, else the host the visitor used). Mails are written when the
// form is submitted and sent later by the job queue, which has no request of its own.
import { pathnames } from '@/i18n/pathnames'
import type { Locale } from '@/i18n/locales'
import { slugifySegment } from '@/lib/domain'

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
export const propertyUrl = (origin: string, property: Listed, locale: Locale) =>
  `${origin}${propertyPath(property, locale)}`

/** /nl/nieuwbouw/{city}/{title}/{id}/ — a new-build project's path. */
export const projectPath = (project: Listed, locale: Locale) =>
  detailPath(pathnames['/new-builds'][locale], project, locale)

export const projectUrl = (origin: string, project: Listed, locale: Locale) =>
  `${origin}${projectPath(project, locale)}`

export const newsletterConfirmUrl = (origin: string, token: string) =>
  `${origin}/api/forms/newsletter/confirm/?token=${encodeURIComponent(token)}`

export const newsletterUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/forms/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`

export const adminSubmissionUrl = (origin: string, id: number | string) =>
  `${origin}/admin/collections/submissions/${id}`
