// The mail to an owner after each login to the portal (spec section 6): when, and from which kind
// of browser — not the address — with the link to change the password if it was not them. Sent
// through the outbox and the mail queue, like every other mail of the site.
import type { CollectionAfterLoginHook } from 'payload'

import { portalPagePath } from './returnPath'
import { defaultLocale, isLocale, localeTags, type Locale } from '@/i18n/locales'
import { MAIL_QUEUE } from '@/jobs/sendMail'
import { serverUrl } from '@/lib/env'
import { catalogues } from '@/lib/forms/messages'
import { escapeHtml } from '@/lib/mail/html'
import { createTranslator } from 'use-intl/core'

import { TIME_ZONE } from './dates'
import { describeUserAgent } from './userAgent'

export const portalTranslator = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Portal' })

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
}) => {
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
  const resetUrl = `${serverUrl()}${portalPagePath(locale, '/login/forgot-password')}`
  const paragraphs = [
    t('mail.greeting', { name }),
    t('mail.loginBody', { when, device }),
    t('mail.notYou'),
  ]
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1d2430">${paragraphs
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(resetUrl)}">${escapeHtml(t('mail.resetLink'))}</a></p></body></html>`
  const text = [...paragraphs, `${t('mail.resetLink')}: ${resetUrl}`].join('\n\n')
  return { subject: t('mail.loginSubject'), html, text }
}

/** Owners' afterLogin hook: queues the notice (a mail failure never blocks the login). */
export const queueLoginNotice: CollectionAfterLoginHook = async ({ req, user }) => {
  const owner = user as { id: number; email?: string | null; name?: string; locale?: string }
  if (!owner.email || req.context?.skipLoginNotice) return user
  try {
    const locale: Locale = isLocale(owner.locale) ? owner.locale : defaultLocale
    const mail = loginNoticeMail({
      locale,
      name: owner.name ?? '',
      at: new Date(),
      userAgent: req.headers?.get('user-agent') ?? null,
    })
    const outbox = await req.payload.create({
      collection: 'mail-outbox',
      data: { purpose: 'owner-login', to: owner.email, ...mail, status: 'queued', attempts: 0 },
      overrideAccess: true,
      req,
    })
    await req.payload.jobs.queue({
      task: 'sendMail',
      input: { outboxId: String(outbox.id) },
      queue: MAIL_QUEUE,
      req,
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Owner login notice not queued' })
  }
  return user
}
