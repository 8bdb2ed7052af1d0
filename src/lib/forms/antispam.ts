// Minimum fill time: the form page renders a signed timestamp (`startedAt`); a submission that
// carries one must come at least FORMS_MIN_FILL_SECONDS (default 3) after it. Clients of the
// HTTP API that send no token are checked by the captcha instead.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/lib/env'

export const minFillSeconds = () => {
  const value = Number(process.env.FORMS_MIN_FILL_SECONDS)
  return process.env.FORMS_MIN_FILL_SECONDS && Number.isFinite(value) && value >= 0 ? value : 3
}

const sign = (timestamp: string) =>
  createHmac('sha256', payloadSecret()).update(`form-start:${timestamp}`).digest('base64url')

export const signStartedAt = (now = Date.now()) => `${now}.${sign(String(now))}`

/** A page's token is taken without a captcha for a day (a form left open overnight). */
export const MAX_FORM_AGE_MS = 24 * 3600 * 1000

export type StartedAtResult = 'ok' | 'absent' | 'invalid' | 'too-fast' | 'expired'

export const checkStartedAt = (token: unknown, now = Date.now()): StartedAtResult => {
  if (token === undefined || token === '') return 'absent'
  if (typeof token !== 'string') return 'invalid'
  const [timestamp, signature] = token.split('.')
  if (!timestamp || !signature || !/^\d{10,16}$/.test(timestamp)) return 'invalid'
  const expected = Buffer.from(sign(timestamp))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  const age = now - Number(timestamp)
  if (age < minFillSeconds() * 1000) return 'too-fast'
  return age > MAX_FORM_AGE_MS ? 'expired' : 'ok'
}
