// ALTCHA proof-of-work (decisions.md §6): self-hosted, no cookies, no third party. The challenge
// is signed with a key derived from PAYLOAD_SECRET, expires after 20 minutes and is accepted once,
// on any server of the site (the mark of a used solution is kept in the database).
import { createHmac } from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload } from 'payload'

import { payloadSecret } from '@/lib/env'
import { claimOnce } from '@/lib/requestCounters'

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

export type CaptchaResult = 'ok' | 'missing' | 'invalid'

/**
 * Verifies the widget's payload (base64 JSON `{ challenge, solution }`). A solution is accepted
 * once on the whole site: its challenge's signature is marked used in the database until the
 * challenge expires (src/lib/requestCounters.ts), so a second server refuses it as well.
 */
export const verifyCaptcha = async (payload: Payload, value: unknown): Promise<CaptchaResult> => {
  if (typeof value !== 'string' || value.trim() === '') return 'missing'
  let solved: { signature: string; expiresAt: Date; now: Date }
  try {
    const decoded = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as {
      challenge?: Challenge
      solution?: { counter: number; derivedKey: string }
    }
    if (!decoded?.challenge?.parameters || !decoded.solution || !decoded.challenge.signature)
      return 'invalid'
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: hmacSecret(),
    })
    if (!result.verified) return 'invalid'
    const now = new Date()
    solved = {
      signature: decoded.challenge.signature,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      now,
    }
  } catch {
    return 'invalid'
  }
  // Only a verified solution is marked (a forged one costs no row); a failing database throws,
  // and the form answers 503 rather than taking a captcha it could not check.
  const first = await claimOnce(payload, `altcha:${solved.signature}`, solved)
  return first ? 'ok' : 'invalid'
}
