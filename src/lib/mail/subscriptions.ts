// What every subscription a visitor makes by mail shares — the newsletter, saved searches and
// favourites across devices (docs/alerts.md): a random token that alone gives access (never
// derived from an id or an address), found only in its own collection, and the unsubscribe
// headers of the mails that follow (RFC 2369 and RFC 8058's one click).
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { mailFrom } from './adapter'

const TOKEN = /^[\w-]{16,64}$/

/** A new token: 24 random bytes, 32 characters for a URL. */
export const newToken = () => randomBytes(24).toString('base64url')

/** Whether a value can be a token at all (anything else is not looked up). */
export const isToken = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN.test(value)

type TokenCollection = 'newsletter-subscribers' | 'saved-searches' | 'favourite-lists'

/**
 * The document holding a token, or null (unknown, malformed). These collections are staff-only:
 * the caller is trusted and decides what the token's holder may see.
 */
export const findByToken = async (
  payload: Payload,
  collection: TokenCollection,
  token: unknown,
): Promise<Record<string, unknown> | null> => {
  if (!isToken(token)) return null
  const where = { token: { equals: token } }
  // A saved search's alerts join is for the admin; the holder's pages need the document only.
  const { docs } =
    collection === 'saved-searches'
      ? await payload.find({ collection, where, limit: 1, depth: 0, joins: false })
      : await payload.find({ collection, where, limit: 1, depth: 0 })
  return (docs[0] as unknown as Record<string, unknown> | undefined) ?? null
}

/**
 * The headers of a mail the recipient can stop: the one-click address and a mail to our sender
 * address with `mailSubject`, which names the subscription and its token.
 */
export const unsubscribeHeaders = (oneClickUrl: string, mailSubject: string) => ({
  'List-Unsubscribe': `<${oneClickUrl}>, <mailto:${mailFrom()}?subject=${encodeURIComponent(mailSubject)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
