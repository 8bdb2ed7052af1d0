// POST /api/favourites/sync/merge/ — `{ token, added, removed, locale }`: one browser's changes
// since its last sync (src/lib/favourites/merge.ts). The first one confirms the address. Answers
// the stored list, or a localized 404 for an unknown, expired or stopped token (nothing changes).
import { localeOr, noStoreJson, readJsonObject } from '@/lib/http/answers'
import { bodyIds, invalidToken } from '@/lib/favourites/http'
import { syncByToken } from '@/lib/favourites/sync'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const body = await readJsonObject(request)
  const locale = localeOr(body?.locale)
  const result = await syncByToken(await getPayloadClient(), body?.token, {
    added: bodyIds(body?.added),
    removed: bodyIds(body?.removed),
  })
  if (!result) return invalidToken(locale)
  return noStoreJson(200, { ids: result.ids, alerts: result.alerts })
}
