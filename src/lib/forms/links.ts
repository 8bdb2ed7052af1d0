// Absolute links the forms put in mails, on the origin of the request that submitted the form
// (src/lib/origin.ts: SERVER_URL, else the host the visitor used). Mails are written when the
// form is submitted and sent later by the job queue, which has no request of its own.
import type { Locale } from '@/i18n/locales'
import { absoluteUrl, projectPath, propertyPath, type Listed } from '@/lib/site/paths'

/** The property page as an absolute link (mails). */
export const propertyUrl = (origin: string, property: Listed, locale: Locale) =>
  absoluteUrl(origin, propertyPath(locale, property))

/** The project page as an absolute link (mails). */
export const projectUrl = (origin: string, project: Listed, locale: Locale) =>
  absoluteUrl(origin, projectPath(locale, project))

export const newsletterConfirmUrl = (origin: string, token: string) =>
  `${origin}/api/forms/newsletter/confirm/?token=${encodeURIComponent(token)}`

export const newsletterUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/forms/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`

export const adminSubmissionUrl = (origin: string, id: number | string) =>
  `${origin}/admin/collections/submissions/${id}`
