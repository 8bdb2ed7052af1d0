// The owner portal's mails, in the owner's language: the login notice, the reset link and the
// invitation. All go through the outbox and the mail queue (retries; an SMTP outage loses none).
import type { Payload, PayloadRequest } from 'payload'
import { createTranslator } from 'use-intl/core'

import { localeTags, type Locale } from '@/i18n/locales'
import { secretLinkOrigin } from '@/lib/origin'
import { catalogues } from '@/lib/forms/messages'
import { escapeHtml } from '@/lib/mail/html'
import { queueMail } from '@/lib/mail/outbox'

import { TIME_ZONE } from './dates'
import { portalPagePath } from './returnPath'
import { describeUserAgent } from './userAgent'

export const portalTranslator = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Portal' })

type Mail = { subject: string; html: string; text: string }

const compose = (
  locale: Locale,
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
): Mail => {
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1d2430">${paragraphs
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#0b5c8c;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p></body></html>`
  const text = [...paragraphs, `${link.label}: ${link.url}`].join('\n\n')
  return { subject, html, text }
}

/** The reset link of a token (the new-password page in the owner's language). */
export const newPasswordUrl = (locale: Locale, token: string) =>
  `${secretLinkOrigin()}${portalPagePath(locale, '/login/new-password')}?token=${encodeURIComponent(token)}`

export const loginNoticeMail = ({
  locale,
  name,
  at,
  userAgent,
}: {
  locale: Locale
  name: string
  at: Date
  userAgent: string | null
}): Mail => {
  const t = portalTranslator(locale)
  const when = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(at)
  const { browser, system } = describeUserAgent(userAgent)
  const device =
    browser && system
      ? t('mail.device', { browser, system })
      : (browser ?? system ?? t('mail.unknownDevice'))
  return compose(
    locale,
    t('mail.loginSubject'),
    [t('mail.greeting', { name }), t('mail.loginBody', { when, device }), t('mail.notYou')],
    {
      label: t('mail.resetLink'),
      url: `${secretLinkOrigin()}${portalPagePath(locale, '/login/forgot-password')}`,
    },
  )
}

export const resetMail = ({
  locale,
  name,
  token,
}: {
  locale: Locale
  name: string
  token: string
}) => {
  const t = portalTranslator(locale)
  return compose(
    locale,
    t('mail.resetSubject'),
    [t('mail.greeting', { name }), t('mail.resetBody'), t('mail.resetIgnore')],
    { label: t('mail.resetLink'), url: newPasswordUrl(locale, token) },
  )
}

export const inviteMail = ({
  locale,
  name,
  token,
  agency,
}: {
  locale: Locale
  name: string
  token: string
  agency: string
}) => {
  const t = portalTranslator(locale)
  return compose(
    locale,
    t('mail.inviteSubject', { agency }),
    [t('mail.greeting', { name }), t('mail.inviteBody', { agency }), t('mail.inviteValid')],
    { label: t('mail.inviteLink'), url: newPasswordUrl(locale, token) },
  )
}

/** Stores the mail in the outbox and queues its sending. */
export const queuePortalMail = async (
  payload: Payload,
  {
    to,
    purpose,
    mail,
    req,
  }: {
    to: string
    purpose: 'owner-login' | 'owner-reset' | 'owner-invite'
    mail: Mail
    req?: PayloadRequest
  },
) => {
  await queueMail(payload, { purpose, to, mail }, { req, overrideAccess: true })
}
