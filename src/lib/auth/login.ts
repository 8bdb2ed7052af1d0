// Login without account enumeration (issue 11, point 15), for staff (users) and owners.
// Payload answers an unknown account at once, a wrong password after hashing it (600 000
// rounds of PBKDF2), and a locked account with "This user is locked": the time and the wording
// told whether an account exists. Here:
// - an unknown or locked account costs the same hash as a wrong password;
// - every refused login answers the same neutral, localized 401, which also says that an
//   account may be locked for a while (Payload locks an account after `maxLoginAttempts`);
// - a client may try only so often per minute (LOGIN_RATE_LIMIT_PER_MINUTE, default 20), over
//   REST; the local API (the server's own calls) is not limited.
import crypto from 'node:crypto'

import {
  APIError,
  AuthenticationError,
  LockedAuth,
  type CollectionAfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
} from 'payload'

import { inLanguage, label } from '@/fields/labels'
import { takeRateLimit } from '@/lib/forms/rateLimit'
import { clientLimitKey } from '@/lib/http/clientAddress'

const refused = label(
  'E-mailadres, gebruikersnaam of wachtwoord onjuist. Na te veel mislukte pogingen wordt een account een tijdje geblokkeerd.',
  'Adresse e-mail, nom d’utilisateur ou mot de passe incorrect. Après trop d’essais infructueux, un compte est bloqué pendant un moment.',
  'Incorrect e-mail address, username or password. After too many failed attempts an account is blocked for a while.',
  'E-Mail-Adresse, Benutzername oder Passwort falsch. Nach zu vielen Fehlversuchen wird ein Konto eine Weile gesperrt.',
)

const tooMany = label(
  'Te veel aanmeldpogingen. Probeer het over een minuut opnieuw.',
  'Trop de tentatives de connexion. Réessayez dans une minute.',
  'Too many login attempts. Try again in a minute.',
  'Zu viele Anmeldeversuche. Versuchen Sie es in einer Minute erneut.',
)

/** Per client and minute; 0 turns the limit off. */
export const loginRateLimitPerMinute = () => {
  const raw = process.env.LOGIN_RATE_LIMIT_PER_MINUTE
  const value = Number(raw)
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0
    ? Math.floor(value)
    : 20
}

/** The hash Payload computes for a password it checks (pbkdf2-sha256-v1: 600 000 rounds). */
const hashLikePayload = (password: string) =>
  new Promise<void>((resolve) =>
    crypto.pbkdf2(password, crypto.randomBytes(32).toString('hex'), 600_000, 32, 'sha256', () =>
      resolve(),
    ),
  )

const LOGIN = 'agencyLogin'

export const guardLogin: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  req.context[LOGIN] = true
  if (req.payloadAPI !== 'local') {
    const limit = loginRateLimitPerMinute()
    const taken = await takeRateLimit(req.payload, `login:${clientLimitKey(req)}`, { limit })
    if (!taken.ok) {
      req.responseHeaders = new Headers({ 'Retry-After': String(taken.retryAfter) })
      const error = new APIError(inLanguage(tooMany, req), 429, undefined, true)
      // Payload answers an error's message only when it has a name, and a production build
      // minifies class names to '' (the answer was "An unknown error occurred.").
      error.name = 'TooManyLoginAttempts'
      throw error
    }
  }
  // The account Payload is about to check, found as Payload finds it (e-mail, or username
  // where the collection logs in with one): when there is none, or it is locked, Payload
  // would answer without hashing the password. Hash it anyway.
  const data = (args as { data?: { email?: unknown; username?: unknown; password?: unknown } }).data
  const identifier = [data?.email, data?.username].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  const password = typeof data?.password === 'string' ? data.password : ''
  if (!identifier || !password) return args
  const name = identifier.toLowerCase().trim()
  const withUsername = Boolean(
    collection.auth && typeof collection.auth === 'object' && collection.auth.loginWithUsername,
  )
  const account = await req.payload.db.findOne<{ id: number | string; lockUntil?: string | null }>({
    collection: collection.slug as CollectionSlug,
    req,
    where: withUsername
      ? { or: [{ email: { equals: name } }, { username: { equals: name } }] }
      : { email: { equals: name } },
  })
  const locked = Boolean(account?.lockUntil && new Date(account.lockUntil).getTime() > Date.now())
  if (!account || locked) await hashLikePayload(password)
  return args
}

/** One answer for an unknown account, a wrong password and a locked account. */
export const neutralLoginError: CollectionAfterErrorHook = ({ context, error, req }) => {
  if (!context?.[LOGIN]) return
  if (!(error instanceof AuthenticationError || error instanceof LockedAuth)) return
  return { response: { errors: [{ message: inLanguage(refused, req) }] }, status: 401 }
}
