// GET /api/alerts/confirm/?token=… — the double opt-in link of a saved search: confirms it and
// redirects (303) to its manage page (docs/alerts.md).
import { confirmByToken } from '@/lib/alerts/subscriptions'
import { localeOfRequest, tokenOf } from '@/lib/http/answers'
import { invalidLinkPage, toManagePage } from '@/lib/alerts/http'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const token = tokenOf(request)
  const search = await confirmByToken(await getPayloadClient(), token)
  if (!search) return invalidLinkPage(localeOfRequest(request))
  return toManagePage(search.locale, token, 'confirmed')
}
