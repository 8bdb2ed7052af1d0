// The mails most kinds queue: the agency's notification and the visitor's confirmation.
import type { FormKind } from '@/lib/site/formKinds'
import { confirmationMail, notificationMail } from '../mails'
import { adminSubmissionUrl } from '../links'
import type { OutboxMail } from '@/lib/mail/outbox'

import type { Doc, Mailing } from './types'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The property's manager receives the notification of a form about it. */
const managerEmail = (property: Doc | null): string | null => {
  const manager = property?.manager
  if (typeof manager === 'string' && manager.includes('@')) return manager
  if (isPlainObject(manager) && typeof manager.email === 'string' && manager.email.includes('@'))
    return manager.email
  return null
}

type AnyMailing = Mailing<FormKind, unknown, unknown>

/** To the agency (or the property's manager), in the agency's language; replies go to the visitor. */
export const agencyNotification = (m: AnyMailing): OutboxMail => ({
  purpose: 'notification',
  to: managerEmail(m.property) ?? m.agency.email,
  replyTo: m.email,
  mail: notificationMail({
    kind: m.kind,
    content: m.content,
    locale: m.agency.locale,
    visitorLocale: m.locale,
    name: m.name,
    about: m.about,
    extras: m.extras,
    adminUrl: adminSubmissionUrl(m.origin, m.submission),
  }),
})

/**
 * To the visitor, a copy of what they sent; only with a solved captcha: a form post without one
 * mails no text the visitor typed to an address the visitor typed (docs/decisions/0012).
 */
export const visitorConfirmation = (m: AnyMailing): OutboxMail | null =>
  m.verified
    ? {
        purpose: 'confirmation',
        to: m.email,
        mail: confirmationMail({
          kind: m.kind,
          content: m.content,
          locale: m.locale,
          name: m.name,
          agencyName: m.agency.name,
          about: m.about,
          extras: m.extras,
          unsubscribeUrl: m.unsubscribeUrl,
        }),
      }
    : null

/** The notification and the confirmation: what a form without mails of its own queues. */
export const standardMails = (m: AnyMailing) => [agencyNotification(m), visitorConfirmation(m)]
