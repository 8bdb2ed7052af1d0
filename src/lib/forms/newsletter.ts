// Newsletter double opt-in: a pending subscriber gets a token; the confirmation link confirms
// it, the unsubscribe link (in every newsletter mail) ends it.
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { findByToken, newToken } from '@/lib/mail/subscriptions'

export type SubscriberOutcome = { token: string; needsConfirmation: boolean }

/** Creates or renews a pending subscription; a confirmed subscriber stays confirmed. */
export const subscribe = async ({
  payload,
  req,
  email,
  firstName,
  lastName,
  locale,
}: {
  payload: Payload
  req: PayloadRequest
  email: string
  firstName?: string
  lastName?: string
  locale: Locale
}): Promise<SubscriberOutcome> => {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    req,
  })
  const existing = docs[0] as
    { id: number | string; status?: string; token?: string | null } | undefined
  if (existing?.status === 'confirmed' && existing.token)
    return { token: existing.token, needsConfirmation: false }
  const token = existing?.token || newToken()
  if (existing) {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: existing.id,
      data: { status: 'pending', token, locale },
      req,
    })
  } else {
    await payload.create({
      collection: 'newsletter-subscribers',
      data: { email, firstName, lastName, locale, status: 'pending', token },
      req,
    })
  }
  return { token, needsConfirmation: true }
}

const byToken = async (payload: Payload, token: string) =>
  (await findByToken(payload, 'newsletter-subscribers', token)) as {
    id: number | string
    locale?: Locale | null
  } | null

export const confirmSubscription = async (payload: Payload, token: string) => {
  const subscriber = await byToken(payload, token)
  if (!subscriber) return null
  await payload.update({
    collection: 'newsletter-subscribers',
    id: subscriber.id,
    data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
  })
  return subscriber
}

export const unsubscribe = async (payload: Payload, token: string) => {
  const subscriber = await byToken(payload, token)
  if (!subscriber) return null
  await payload.update({
    collection: 'newsletter-subscribers',
    id: subscriber.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
  })
  return subscriber
}
