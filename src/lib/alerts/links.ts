// The absolute links of the saved-search mails (docs/alerts.md), all carrying the search's
// random token.
import type { Locale } from '@/i18n/locales'
import { mailFrom } from '@/lib/mail/adapter'
import { configuredOrigin, DEFAULT_ORIGIN } from '@/lib/origin'
import { listPath } from '@/lib/site/paths'

const query = (token: string) => `?token=${encodeURIComponent(token)}`

/** SERVER_URL when set, else the address the subscriber used when saving the search. */
export const alertOrigin = (stored?: string | null) =>
  configuredOrigin() ?? (stored || DEFAULT_ORIGIN)

export const managePath = (locale: Locale, token: string) =>
  `${listPath('/keep-me-informed/manage', locale)}${query(token)}`

export const alertConfirmUrl = (origin: string, token: string) =>
  `${origin}/api/alerts/confirm/${query(token)}`

export const alertManageUrl = (origin: string, locale: Locale, token: string) =>
  `${origin}${managePath(locale, token)}`

export const alertUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/alerts/unsubscribe/${query(token)}`

/** RFC 2369's mailto form: a mail to our sender address asking to stop this search. */
export const alertUnsubscribeMailto = (token: string) =>
  `mailto:${mailFrom()}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`

/** The headers of every alert mail (RFC 2369 and RFC 8058 one-click). */
export const unsubscribeHeaders = (origin: string, token: string) => ({
  'List-Unsubscribe': `<${alertUnsubscribeUrl(origin, token)}>, <${alertUnsubscribeMailto(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
