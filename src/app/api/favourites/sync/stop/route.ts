// POST /api/favourites/sync/stop/ — `{ token, locale }`: stops keeping the favourites across
// devices, for good (the token is used up on every device; no more mails).
import { localeOr, noStoreJson, readJsonObject } from '@/lib/http/answers'
import { invalidToken } from '@/lib/favourites/http'
import { stopByToken } from '@/lib/favourites/sync'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const body = await readJsonObject(request)
  const list = await stopByToken(await getPayloadClient(), body?.token)
  if (!list) return invalidToken(localeOr(body?.locale))
  return noStoreJson(200, { stopped: true })
}
