// POST /api/favourites/sync/alerts/ — `{ token, alerts, locale }`: the favourites page's switch
// for the mails about the favourites.
import { localeOr, noStoreJson, readJsonObject } from '@/lib/http/answers'
import { invalidToken } from '@/lib/favourites/http'
import { setAlertsByToken } from '@/lib/favourites/sync'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const body = await readJsonObject(request)
  const alerts = body?.alerts === true
  const list = await setAlertsByToken(await getPayloadClient(), body?.token, alerts)
  if (!list) return invalidToken(localeOr(body?.locale))
  return noStoreJson(200, { alerts })
}
