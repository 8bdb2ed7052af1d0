// The mail to an owner after each login to the portal (spec section 6): when, and from which kind
// of browser — not the address — with the link to change the password if it was not them.
import type { CollectionAfterLoginHook } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

import { loginNoticeMail, queuePortalMail } from './mails'

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
    await queuePortalMail(req.payload, { to: owner.email, purpose: 'owner-login', mail, req })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Owner login notice not queued' })
  }
  return user
}
