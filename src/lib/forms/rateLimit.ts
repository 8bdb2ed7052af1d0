// Per-minute limits per client (`clientLimitKey` in src/lib/http/clientAddress.ts: the socket's
// peer or the client behind TRUSTED_PROXIES, an IPv6 one by its /64 network) and purpose: the forms per kind (FORMS_RATE_LIMIT_PER_MINUTE,
// default 10, 0 disables), the logins (LOGIN_RATE_LIMIT_PER_MINUTE), the owners' reset requests.
// The counts live in the database (src/lib/requestCounters.ts, docs/decisions/0016), so every
// server on it counts the same requests: the limit holds for the site, however many servers
// answer. A window starts with a client's first request and lasts a minute.
import type { Payload } from 'payload'

import { hitCounter, resetCounters } from '@/lib/requestCounters'

const WINDOW_MS = 60_000

export const rateLimitPerMinute = () => {
  const raw = process.env.FORMS_RATE_LIMIT_PER_MINUTE
  const value = Number(raw)
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0
    ? Math.floor(value)
    : 10
}

export type RateLimit = { ok: true } | { ok: false; retryAfter: number }

/** Counts a request; answers how many seconds to wait when the limit is reached. */
export const takeRateLimit = async (
  payload: Payload,
  key: string,
  { limit = rateLimitPerMinute(), now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<RateLimit> => {
  if (limit === 0) return { ok: true }
  const hit = await hitCounter(payload, `rate:${key}`, { windowMs: WINDOW_MS, now })
  if (hit.count <= limit) return { ok: true }
  return {
    ok: false,
    retryAfter: Math.max(1, Math.ceil((hit.expiresAt.getTime() - now.getTime()) / 1000)),
  }
}

/** Forgets every count (tests). */
export const resetRateLimits = (payload: Payload) => resetCounters(payload)
