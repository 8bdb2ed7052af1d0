// The owners' forgot-password mail (Owners collection, auth.forgotPassword): a link to the owner
// portal's new-password page in the owner's language, never a password (decisions.md §9). The
// staff keep Payload's own mail, whose link opens the admin's reset page.
import type { Auth, PayloadRequest } from 'payload'
import { createTranslator } from 'use-intl/core'

import type { Locale } from '@/i18n/locales'
import { catalogues, requestLocale } from '@/lib/forms/messages'
import { secretLinkOrigin } from '@/lib/origin'

import { escapeHtml, headerSafe } from './html'

/** The portal page where an owner sets a new password (contracts/owner-portal.md). */
export const ownerNewPasswordUrl = (token: string, locale: Locale) =>
  `${secretLinkOrigin()}/${locale}/login/nieuw-wachtwoord/?token=${encodeURIComponent(token)}`

/**
 * The language of the mail: the `locale` the portal's form sent (in the body or as `?locale=`),
 * else the site's default. The request's Host never builds the link (a forged Host would send
 * the owner's token elsewhere).
 */
export const mailLocale = (req?: PayloadRequest): Locale =>
  requestLocale(
    (req?.data as { locale?: unknown } | undefined)?.locale,
    req?.searchParams?.get('locale'),
    req?.locale,
  )

const translator = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'PasswordMail' })

type ForgotPassword = NonNullable<Auth['forgotPassword']>

export const ownerForgotPassword: ForgotPassword = {
  generateEmailSubject: (args) => headerSafe(translator(mailLocale(args?.req))('subject')),
  generateEmailHTML: (args) => {
    const { req, token = '', user } = args ?? {}
    const locale = mailLocale(req)
    const t = translator(locale)
    const url = escapeHtml(ownerNewPasswordUrl(token, locale))
    const name = typeof user?.name === 'string' && user.name.trim() ? user.name.trim() : ''
    return [
      `<!doctype html><html lang="${locale}"><body>`,
      name ? `<p>${escapeHtml(t('greeting', { name }))}</p>` : '',
      `<p>${escapeHtml(t('intro'))}</p>`,
      `<p><a href="${url}">${escapeHtml(t('action'))}</a></p>`,
      `<p>${url}</p>`,
      `<p>${escapeHtml(t('expiry'))}</p>`,
      `<p>${escapeHtml(t('ignore'))}</p>`,
      '</body></html>',
    ].join('\n')
  },
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
    const t = (key: string) => escapeHtml(req?.t(key as never) ?? '')
    return [
      `<p>${t('authentication:youAreReceivingResetPassword')}</p>`,
      `<p><a href="${url}">${url}</a></p>`,
      `<p>${t('authentication:youDidNotRequestPassword')}</p>`,
    ].join('\n')
  },
}
