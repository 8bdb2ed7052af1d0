// The owner's account actions behind the portal's forms (login, logout, forgot and new password):
// Payload's own auth operations for the `owners` collection, with answers that never tell
// whether an account exists (decisions.md 9), except the lockout, which says when to try again.
import type { Payload, Where } from 'payload'

import { isOwnerUser } from '@/access/roles'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

import { inviteMail, queuePortalMail, resetMail } from './mails'
import { newPasswordSchema } from './password'

export type LoginOutcome =
  | { ok: true; token: string; expires: Date; ownerId: number }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; until: Date }

const byIdentifier = (identifier: string): Where => {
  const value = identifier.trim().toLowerCase()
  return { or: [{ username: { equals: value } }, { email: { equals: value } }] }
}

/** When the account of `identifier` may log in again, if it is locked now. */
const lockedUntil = async (payload: Payload, identifier: string, now: Date) => {
  const { docs } = await payload.find({
    collection: 'owners',
    where: byIdentifier(identifier),
    showHiddenFields: true,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const until = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  if (!until) return null
  const date = new Date(until)
  return date > now ? date : null
}

export async function loginOwner(
  payload: Payload,
  { identifier, password, headers }: { identifier: unknown; password: unknown; headers: Headers },
): Promise<LoginOutcome> {
  if (typeof identifier !== 'string' || typeof password !== 'string')
    return { ok: false, reason: 'invalid' }
  const name = identifier.trim().slice(0, 254)
  if (!name || !password || password.length > 200) return { ok: false, reason: 'invalid' }
  try {
    const result = await payload.login({
      collection: 'owners',
      data: { username: name, password },
      req: { headers },
    })
    if (!result.token || !result.user) return { ok: false, reason: 'invalid' }
    return {
      ok: true,
      token: result.token,
      expires: new Date((result.exp ?? Date.now() / 1000 + 3600) * 1000),
      ownerId: result.user.id,
    }
  } catch {
    const until = await lockedUntil(payload, name, new Date()).catch(() => null)
    return until ? { ok: false, reason: 'locked', until } : { ok: false, reason: 'invalid' }
  }
}

/**
 * Ends the session of the token (or every session of its owner with `everywhere`). Payload keeps
 * the sessions on the account (`useSessions`), so a revoked token no longer authenticates.
 */
export async function logoutOwner(
  payload: Payload,
  { headers, everywhere }: { headers: Headers; everywhere: boolean },
) {
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
  if (!user || !isOwnerUser(user)) return
  const sid = (user as { _sid?: string })._sid
  const owner = await payload.db.findOne({
    collection: 'owners',
    where: { id: { equals: user.id } },
  })
  if (!owner) return
  const sessions = ((owner as { sessions?: { id: string }[] }).sessions ?? []).filter(
    (session) => !everywhere && session.id !== sid,
  )
  await payload.db.updateOne({
    collection: 'owners',
    id: user.id,
    data: { ...owner, sessions, updatedAt: null },
    returning: false,
  })
}

/**
 * Mails a reset link in the owner's language if the account exists; the caller answers the same
 * either way. The token comes from Payload's forgotPassword without its own mail: that mail would
 * be sent outside the outbox, and its per-account interval write waits, on SQLite, for the
 * one-writer lock its own transaction holds (decision 0008), failing after 15 s.
 */
export async function requestPasswordReset(
  payload: Payload,
  { identifier, locale }: { identifier: unknown; locale: Locale },
) {
  if (typeof identifier !== 'string') return
  const value = identifier.trim().toLowerCase().slice(0, 254)
  if (!value) return
  try {
    const { docs } = await payload.find({
      collection: 'owners',
      where: byIdentifier(value),
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const owner = docs[0]
    if (!owner?.email) return
    const token = await payload.forgotPassword({
      collection: 'owners',
      data: { email: owner.email },
      disableEmail: true,
    })
    if (!token) return
    const mailLocale: Locale = isLocale(owner.locale) ? owner.locale : locale
    await queuePortalMail(payload, {
      to: owner.email,
      purpose: 'owner-reset',
      mail: resetMail({ locale: mailLocale, name: owner.name, token }),
    })
  } catch (error) {
    payload.logger.warn({ msg: 'Owner password reset could not be requested', err: error })
  }
}

export type ResetOutcome =
  | { ok: true; token: string; expires: Date }
  | { ok: false; errors: { field: string; key: string }[] }

/** Sets a new password from a reset link's token; logs the owner in on success. */
export async function resetOwnerPassword(payload: Payload, input: unknown): Promise<ResetOutcome> {
  const parsed = newPasswordSchema.safeParse(input)
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? 'password'),
        key: issue.message,
      })),
    }
  try {
    const result = await payload.resetPassword({
      collection: 'owners',
      data: { token: parsed.data.token, password: parsed.data.password },
      overrideAccess: true,
    })
    if (!result.token) return { ok: false, errors: [{ field: 'token', key: 'tokenInvalid' }] }
    const expiration = payload.collections.owners.config.auth.tokenExpiration
    return { ok: true, token: result.token, expires: new Date(Date.now() + expiration * 1000) }
  } catch {
    return { ok: false, errors: [{ field: 'token', key: 'tokenInvalid' }] }
  }
}

/** How long an invitation's set-password link stays valid (the mail says seven days). */
export const INVITE_VALID_MS = 7 * 24 * 60 * 60 * 1000

export type InviteOutcome =
  { ok: true; expires: Date; email: string } | { ok: false; reason: 'not-found' | 'no-email' }

/**
 * Queues the invitation mail of an owner, in the owner's language, with a link to the portal's
 * new-password page. The token is Payload's reset token (forgotPassword without its own mail,
 * as for a reset); its expiry is then moved to seven days, the validity the mail promises, so
 * the owner's first password is set through the same checked path as every later one.
 */
export async function inviteOwner(
  payload: Payload,
  { ownerId, now = new Date() }: { ownerId: number | string; now?: Date },
): Promise<InviteOutcome> {
  const owner = await payload
    .findByID({ collection: 'owners', id: ownerId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!owner) return { ok: false, reason: 'not-found' }
  if (!owner.email) return { ok: false, reason: 'no-email' }
  const token = await payload.forgotPassword({
    collection: 'owners',
    data: { email: owner.email },
    disableEmail: true,
  })
  if (!token) return { ok: false, reason: 'not-found' }
  const expires = new Date(now.getTime() + INVITE_VALID_MS)
  await payload.db.updateOne({
    collection: 'owners',
    id: owner.id,
    data: { resetPasswordExpiration: expires.toISOString() },
    returning: false,
  })
  const settings = (await payload
    .findGlobal({ slug: 'site-settings', depth: 0 })
    .catch(() => null)) as { agencyName?: unknown } | null
  const agency = (typeof settings?.agencyName === 'string' && settings.agencyName) || 'Agency'
  const locale: Locale = isLocale(owner.locale) ? owner.locale : defaultLocale
  await queuePortalMail(payload, {
    to: owner.email,
    purpose: 'owner-invite',
    mail: inviteMail({ locale, name: owner.name, token, agency }),
  })
  return { ok: true, expires, email: owner.email }
}
