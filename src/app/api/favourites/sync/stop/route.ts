// POST /api/favourites/sync/stop/ — `{ token, locale }`: stops keeping the favourites across
// devices, for good (the token is used up on every device; no more mails).
import { invalidToken, json, localeOf, readJson } from '@/lib/favourites/http'
import { stopByToken } from '@/lib/favourites/sync'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const body = await readJson(request)
  const list = await stopByToken(await getPayloadClient(), body?.token)
  if (!list) return invalidToken(localeOf(body?.locale))
  return json(200, { stopped: true })
}
