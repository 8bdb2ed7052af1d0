// The owner portal's mails, in the owner's language: the login notice, the reset link and the
// invitation. All go through the outbox and the mail queue (retries; an SMTP outage loses none).
import type { Payload, PayloadRequest } from 'payload'

import { localeTags, type Locale } from '@/i18n/locales'
import { secretLinkOrigin } from '@/lib/origin'
import { serverTranslator } from '@/i18n/server'
import { layout, type Link, type Rendered } from '@/lib/mail/templates'
import { queueMail } from '@/lib/mail/outbox'

import { TIME_ZONE } from './dates'
import { portalPagePath } from './returnPath'
import { describeUserAgent } from './userAgent'

export const portalTranslator = (locale: Locale) => serverTranslator(locale, 'Portal')

type Mail = Rendered

const compose = (locale: Locale, subject: string, paragraphs: string[], button: Link): Mail => ({
  subject,
  ...layout({ locale, paragraphs, button }),
})

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
