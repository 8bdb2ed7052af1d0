// Absolute links the forms put in mails, on the origin of the request that submitted the form
// (src/lib/origin.ts: SERVER_URL, else the host the visitor used). Mails are written when the
// form is submitted and sent later by the job queue, which has no request of its own.
import { pathnames } from '@/i18n/pathnames'
import type { Locale } from '@/i18n/locales'
import { slugifySegment } from '@/lib/domain'

/** /nl/te-koop/{city}/{title}/{id}/ — the property path of contracts/routes.md. */
export const propertyUrl = (
  origin: string,
  property: {
    id: number | string
    goal?: string | null
    city?: string | null
    title?: string | null
  },
  locale: Locale,
) => {
  const list = pathnames[property.goal === 'rent' ? '/for-rent' : '/for-sale'][locale]
  const segments = [
    slugifySegment(property.city ?? '') || '-',
    slugifySegment(property.title ?? '') || '-',
    property.id,
  ]
  return `${origin}/${locale}${list}/${segments.join('/')}/`
}

export const newsletterConfirmUrl = (origin: string, token: string) =>
  `${origin}/api/forms/newsletter/confirm/?token=${encodeURIComponent(token)}`

export const newsletterUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/forms/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`

export const adminSubmissionUrl = (origin: string, id: number | string) =>
  `${origin}/admin/collections/submissions/${id}`
