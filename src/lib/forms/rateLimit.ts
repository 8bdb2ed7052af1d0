// Per client IP and form kind, a sliding one-minute window kept in this process's memory
// (FORMS_RATE_LIMIT_PER_MINUTE, default 10, 0 disables). Several servers each count their
// own requests: the effective limit is N × servers, which is acceptable against form spam.
const WINDOW_MS = 60_000
const hits = new Map<string, number[]>()

export const rateLimitPerMinute = () => {
  const raw = process.env.FORMS_RATE_LIMIT_PER_MINUTE
  const value = Number(raw)
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0
    ? Math.floor(value)
    : 10
}

/** Counts a request; answers how many seconds to wait when the limit is reached. */
export const takeRateLimit = (
  key: string,
  now = Date.now(),
  limit = rateLimitPerMinute(),
): { ok: true } | { ok: false; retryAfter: number } => {
  if (limit === 0) return { ok: true }
  const recent = (hits.get(key) ?? []).filter((time) => time > now - WINDOW_MS)
  if (recent.length >= limit) {
    hits.set(key, recent)
    return { ok: false, retryAfter: Math.max(1, Math.ceil((recent[0] + WINDOW_MS - now) / 1000)) }
  }
  recent.push(now)
  hits.set(key, recent)
  if (hits.size > 50_000) {
    for (const [entry, times] of hits)
      if (!times.some((time) => time > now - WINDOW_MS)) hits.delete(entry)
  }
  return { ok: true }
}

export const resetRateLimits = () => hits.clear()

/**
 * The client's address for limits per client (login throttle). Minimal on purpose: any client
 * can write X-Forwarded-For or X-Real-IP, so they are not read here, and a route handler does
 * not see the socket's address; until the trusted proxies are configured (TRUSTED_PROXIES,
 * issue 11 point 13), every client shares one bucket.
 */
export const clientAddress = (request: { headers: Headers }): string => {
  void request
  return 'unknown'
}

/**
 * The client address as the reverse proxy saw it: the last X-Forwarded-For hop (the one the
 * proxy appended; earlier hops are whatever the client claimed), else X-Real-IP. Without a
 * proxy setting either header, all clients share one bucket per kind.
 */
export const clientIp = (headers: Headers): string =>
  headers.get('x-forwarded-for')?.split(',').pop()?.trim() ||
  headers.get('x-real-ip')?.trim() ||
  'unknown'
