// What an owner may change of their own account over REST (`PATCH /api/owners/:id`): their name,
// phone and language, like the portal's profile form. The login e-mail and username are the
// agency's to change (the portal's design: an owner asks the agency), and a new password needs the
// current one (`currentPassword`), so a stolen session does not become a stolen account. The
// portal itself changes the password through a mailed reset link (src/lib/portal/account.ts),
// which is not an update by the owner and is not concerned. Staff and the server's own calls
// pass; Payload's collection access still decides which account may be changed at all.
import crypto from 'node:crypto'

import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isOwnerUser } from '@/access/roles'
import { inLanguage, label, type AdminLabel } from '@/fields/labels'
import { takeRateLimit } from '@/lib/forms/rateLimit'

const agencyChanges = label(
  'Uw e-mailadres en gebruikersnaam wijzigt het kantoor; neem contact met ons op.',
  'Votre adresse e-mail et votre nom d’utilisateur sont modifiés par l’agence ; contactez-nous.',
  'Your e-mail address and username are changed by the agency; please contact us.',
  'Ihre E-Mail-Adresse und Ihren Benutzernamen ändert das Büro; bitte kontaktieren Sie uns.',
)

const currentPasswordNeeded = label(
  'Geef uw huidige wachtwoord (currentPassword) om het te wijzigen.',
  'Indiquez votre mot de passe actuel (currentPassword) pour le modifier.',
  'Give your current password (currentPassword) to change it.',
  'Geben Sie Ihr aktuelles Passwort (currentPassword) an, um es zu ändern.',
)

const currentPasswordWrong = label(
  'Het huidige wachtwoord is niet juist.',
  'Le mot de passe actuel n’est pas correct.',
  'The current password is not correct.',
  'Das aktuelle Passwort ist nicht korrekt.',
)

/** Attempts at the current password per account and minute (each costs a full hash). */
const CURRENT_PASSWORD_TRIES = 5

const forbidden = (text: AdminLabel, req: Parameters<typeof inLanguage>[1]) => {
  const error = new APIError(inLanguage(text, req), 403, undefined, true)
  // Payload answers an error's message only when it has a name (src/lib/auth/login.ts).
  error.name = 'OwnAccountChangeRefused'
  return error
}

const same = (sent: unknown, stored: unknown) =>
  typeof sent === 'string' &&
  typeof stored === 'string' &&
  sent.trim().toLowerCase() === stored.trim().toLowerCase()

/** Payload's own check of a password against the stored salt and hash (pbkdf2-sha256). */
const matchesStoredPassword = async (
  password: string,
  stored: { salt?: unknown; hash?: unknown } | null,
): Promise<boolean> => {
  if (typeof stored?.salt !== 'string' || typeof stored.hash !== 'string') return false
  const prefix = 'pbkdf2-sha256-v1:'
  const current = stored.hash.startsWith(prefix)
  const expected = Buffer.from(current ? stored.hash.slice(prefix.length) : stored.hash, 'hex')
  const [iterations, keyLength] = current ? [600_000, 32] : [25_000, 512]
  const computed = await new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, stored.salt as string, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
  return computed.length === expected.length && crypto.timingSafeEqual(computed, expected)
}

/** Owners' beforeOperation hook: refuses an owner's own change of e-mail, username or password. */
export const guardOwnAccountChange: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'update' || !isOwnerUser(req.user)) return args
  const owner = req.user as unknown as { id: number; email?: string; username?: string }
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data) return args
  if (
    ('email' in data && !same(data.email, owner.email)) ||
    ('username' in data && !same(data.username, owner.username))
  )
    throw forbidden(agencyChanges, req)
  const { currentPassword, ...rest } = data
  if (rest.password === undefined || rest.password === null || rest.password === '')
    return { ...args, data: rest }
  if (typeof currentPassword !== 'string' || currentPassword === '')
    throw forbidden(currentPasswordNeeded, req)
  const tries = await takeRateLimit(req.payload, `owner-current-password:${owner.id}`, {
    limit: CURRENT_PASSWORD_TRIES,
  })
  const stored = await req.payload.db.findOne<{ id: number; salt?: string; hash?: string }>({
    collection: 'owners',
    req,
    where: { id: { equals: owner.id } },
  })
  if (!tries.ok || !(await matchesStoredPassword(currentPassword, stored)))
    throw forbidden(currentPasswordWrong, req)
  return { ...args, data: rest }
}
