// Send-to-friend mails a stranger: without a limit it is a relay for anyone's mail. Per day (a
// sliding 24 hours) one sender (e-mail address) may send a property to at most
// FRIEND_MAILS_PER_SENDER friends, and one recipient receives at most FRIEND_MAILS_PER_RECIPIENT
// such mails, whoever sends them. Counted from the stored submissions, so the limits hold across
// every server sharing the database (two requests at the same instant may both pass: the limit
// can be exceeded by the number of servers, never multiplied).
import type { Payload, Where } from 'payload'

export const FRIEND_MAILS_PER_SENDER = 5
export const FRIEND_MAILS_PER_RECIPIENT = 3
const DAY_MS = 24 * 3600 * 1000

export type FriendLimit =
  { ok: true } | { ok: false; field: 'email' | 'friendEmail'; key: string; retryAfter: number }

/** The oldest send-to-friend submission counted in the window, and how many there are. */
const window = async (payload: Payload, match: Where, since: Date) => {
  const { docs, totalDocs } = await payload.find({
    collection: 'submissions',
    where: {
      and: [
        { kind: { equals: 'send-to-friend' } },
        { createdAt: { greater_than: since.toISOString() } },
        match,
      ],
    },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
  return { totalDocs, oldest: docs[0]?.createdAt ? new Date(docs[0].createdAt) : undefined }
}

const retryAfter = (oldest: Date | undefined, now: Date) =>
  Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + DAY_MS - now.getTime()) / 1000))

/** Whether `sender` may send another property to `recipient` now (both lower-cased). */
export const checkFriendLimit = async (
  payload: Payload,
  { sender, recipient, now }: { sender: string; recipient: string; now: Date },
): Promise<FriendLimit> => {
  const since = new Date(now.getTime() - DAY_MS)
  const bySender = await window(payload, { email: { equals: sender } }, since)
  if (bySender.totalDocs >= FRIEND_MAILS_PER_SENDER) {
    return {
      ok: false,
      field: 'email',
      key: 'friendSenderLimit',
      retryAfter: retryAfter(bySender.oldest, now),
    }
  }
  const byRecipient = await window(payload, { 'content.friendEmail': { equals: recipient } }, since)
  if (byRecipient.totalDocs >= FRIEND_MAILS_PER_RECIPIENT) {
    return {
      ok: false,
      field: 'friendEmail',
      key: 'friendRecipientLimit',
      retryAfter: retryAfter(byRecipient.oldest, now),
    }
  }
  return { ok: true }
}

/** The longest note from the sender a friend mail carries. */
export const FRIEND_NOTE_MAX = 500

// Web addresses, e-mail addresses and bare domain names (`cheap-pills.example/buy`).
const LINKS =
  /\b[a-z][a-z0-9+.-]*:\/\/\S+|\bwww\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b(?:\/\S*)?/gi

/**
 * Text a visitor wrote, as a friend mail may carry it: no links, e-mail or web addresses (they
 * become "[…]"), at most `max` characters. The friend asked for nothing, so the mail is not a
 * way to deliver someone's link; the full text stays in the submission for the agency.
 */
export const withoutLinks = (value: unknown, max = FRIEND_NOTE_MAX): string =>
  typeof value === 'string'
    ? value
        .replace(LINKS, '[…]')
        .replace(/[ \t]+\n/g, '\n')
        .trim()
        .slice(0, max)
    : ''

/** The sender's note for the friend mail, or undefined when nothing is left. */
export const friendNote = (value: unknown): string | undefined => withoutLinks(value) || undefined
