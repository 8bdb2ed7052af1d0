// Per client address (src/lib/http/clientAddress.ts: the socket's peer, or the client behind
// TRUSTED_PROXIES) and form kind, a sliding one-minute window kept in this process's memory
// (FORMS_RATE_LIMIT_PER_MINUTE, default 10, 0 disables). Several servers each count their own
// requests: the effective limit is N × servers, which is acceptable against form spam; the limits
// that stop abuse of a mail (send-to-friend per sender and recipient per day) count the stored
// submissions in the database instead, so they hold across servers.
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
