// What the two counting endpoints (POST /api/views, POST /api/appearances) share: a small JSON
// body read defensively, positive ids, and the empty 204 answer that never sets a cookie.
export const BEACON_MAX_BYTES = 4 * 1024

export const noStore = { 'Cache-Control': 'no-store' }

export const noContent = () => new Response(null, { status: 204, headers: noStore })

/** A positive integer id from a number or a numeric string; null otherwise. */
export const idOf = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The JSON object of a beacon's body; null when it is too large, not JSON or not an object. */
export const readBeaconBody = async (request: Request): Promise<Record<string, unknown> | null> => {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > BEACON_MAX_BYTES) return null
  try {
    const text = await request.text()
    if (text.length > BEACON_MAX_BYTES) return null
    const body = JSON.parse(text) as unknown
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}
