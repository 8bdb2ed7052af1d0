// ALTCHA proof-of-work (decisions.md §6): self-hosted, no cookies, no third party. The challenge
// is signed with a key derived from PAYLOAD_SECRET, expires after 20 minutes and is accepted once.
import { createHmac } from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload } from 'payload'

import { payloadSecret } from '@/lib/env'

export const captchaEnabled = () => process.env.FORMS_CAPTCHA?.trim().toLowerCase() !== 'off'

let warned = false
export const warnIfCaptchaOff = (payload: Payload) => {
  if (captchaEnabled() || warned) return
  warned = true
  payload.logger.warn('FORMS_CAPTCHA=off: the forms accept submissions without the ALTCHA captcha')
}

const CHALLENGE_TTL_MS = 20 * 60 * 1000
/** Work of a challenge: the browser tries up to this many SHA-256 hashes (well under a second). */
const MAX_COUNTER = 60_000

const hmacSecret = () => createHmac('sha256', payloadSecret()).update('altcha').digest('hex')

export const createCaptchaChallenge = async (): Promise<Challenge> =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(MAX_COUNTER, 5_000),
    deriveKey,
    hmacSignatureSecret: hmacSecret(),
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  })

/** Signatures of solved challenges, kept until they expire: a solution is accepted once. */
const used = new Map<string, number>()
const forgetExpired = (now: number) => {
  for (const [signature, expiresAt] of used) if (expiresAt < now) used.delete(signature)
}

export type CaptchaResult = 'ok' | 'missing' | 'invalid'

/** Verifies the widget's payload (base64 JSON `{ challenge, solution }`). */
export const verifyCaptcha = async (value: unknown): Promise<CaptchaResult> => {
  if (typeof value !== 'string' || value.trim() === '') return 'missing'
  try {
    const decoded = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as {
      challenge?: Challenge
      solution?: { counter: number; derivedKey: string }
    }
    if (!decoded?.challenge?.parameters || !decoded.solution || !decoded.challenge.signature)
      return 'invalid'
    const now = Date.now()
    forgetExpired(now)
    if (used.has(decoded.challenge.signature)) return 'invalid'
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: hmacSecret(),
    })
    if (!result.verified) return 'invalid'
    used.set(decoded.challenge.signature, now + CHALLENGE_TTL_MS)
    return 'ok'
  } catch {
    return 'invalid'
  }
}
