// The forgot-password mails (auth.forgotPassword). The owners' (Owners collection): a link to the
// owner portal's new-password page in the owner's language, never a password (decisions.md §9).
// The staff's (Users collection) keep Payload's own mail, whose link opens the admin's reset page.
import type { DefaultTranslationKeys } from '@payloadcms/translations'
import type { Auth, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { requestLocale } from '@/lib/forms/messages'
import { escapeHtml, headerSafe } from '@/lib/mail/html'
import { secretLinkOrigin } from '@/lib/origin'

import { resetMail } from './mails'

/**
 * The language of the mail: the owner's own language when set, else the `locale` the portal's
 * form sent (in the body or as `?locale=`), else the site's default. The request's Host never
 * builds the link (a forged Host would send the owner's token elsewhere).
 */
export const mailLocale = (req?: PayloadRequest, user?: { locale?: unknown } | null): Locale =>
  isLocale(user?.locale)
    ? user.locale
    : requestLocale(
        (req?.data as { locale?: unknown } | undefined)?.locale,
        req?.searchParams?.get('locale'),
        req?.locale,
      )

type ForgotPassword = NonNullable<Auth['forgotPassword']>

/** The same mail as the portal's own form sends (src/lib/portal/mails.ts), through Payload. */
const ownerResetMail = (args: Parameters<NonNullable<ForgotPassword['generateEmailHTML']>>[0]) => {
  const { req, token = '', user } = args ?? {}
  const name = typeof user?.name === 'string' ? user.name.trim() : ''
  return resetMail({ locale: mailLocale(req, user), name, token })
}

export const ownerForgotPassword: ForgotPassword = {
  generateEmailSubject: (args) => headerSafe(ownerResetMail(args).subject),
  generateEmailHTML: (args) => ownerResetMail(args).html,
}

/**
 * The staff's forgot-password mail: Payload's own text in the admin's language, with an
 * absolute link to the admin's reset page built from the site's address (Payload's default
 * link is relative when SERVER_URL is unset, and useless in a mail).
 */
export const staffForgotPassword: ForgotPassword = {
  generateEmailHTML: (args) => {
    const { req, token = '' } = args ?? {}
    const url = escapeHtml(`${secretLinkOrigin()}/admin/reset/${encodeURIComponent(token)}`)
    const t = (key: DefaultTranslationKeys) => escapeHtml(req?.t(key) ?? '')
    return [
      `<p>${t('authentication:youAreReceivingResetPassword')}</p>`,
      `<p><a href="${url}">${url}</a></p>`,
      `<p>${t('authentication:youDidNotRequestPassword')}</p>`,
    ].join('\n')
  },
}
