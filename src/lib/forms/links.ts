// Absolute links the forms put in mails.
import { pathnames } from '@/i18n/pathnames'
import type { Locale } from '@/i18n/locales'
import { slugifySegment } from '@/lib/domain'
import { serverUrl } from '@/lib/env'

/** /nl/te-koop/{city}/{title}/{id}/ — the property path of contracts/routes.md. */
export const propertyUrl = (
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
  return `${serverUrl()}/${locale}${list}/${segments.join('/')}/`
}

export const newsletterConfirmUrl = (token: string) =>
  `${serverUrl()}/api/forms/newsletter/confirm/?token=${encodeURIComponent(token)}`

export const newsletterUnsubscribeUrl = (token: string) =>
  `${serverUrl()}/api/forms/newsletter/unsubscribe/?token=${encodeURIComponent(token)}`

export const adminSubmissionUrl = (id: number | string) =>
  `${serverUrl()}/admin/collections/submissions/${id}`
