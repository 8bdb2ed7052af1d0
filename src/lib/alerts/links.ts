// The absolute links of the saved-search mails (docs/alerts.md), all carrying the search's
// random token.
import type { Locale } from '@/i18n/locales'
import { unsubscribeHeaders as listUnsubscribe } from '@/lib/mail/subscriptions'
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

/** The unsubscribe headers of every alert mail. */
export const unsubscribeHeaders = (origin: string, token: string) =>
  listUnsubscribe(alertUnsubscribeUrl(origin, token), `unsubscribe ${token}`)
