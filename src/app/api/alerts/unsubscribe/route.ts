// /api/alerts/unsubscribe/?token=… — RFC 8058 one-click unsubscribe of a saved search: a POST
// (from the mail client, or the manage page's button) stops it; nothing is sent afterwards.
// A GET (a link followed, or a scanner prefetching it) changes nothing and shows the manage
// page, where one button unsubscribes.
import { findByToken, unsubscribeByToken } from '@/lib/alerts/subscriptions'
import { localeOfRequest, tokenOf, wantsHtml } from '@/lib/http/answers'
import { invalidLinkPage, toManagePage } from '@/lib/alerts/http'
import { catalogues } from '@/i18n/server'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const token = tokenOf(request)
  const search = await unsubscribeByToken(await getPayloadClient(), token)
  if (!search) return invalidLinkPage(localeOfRequest(request))
  if (wantsHtml(request)) return toManagePage(search.locale, token, 'unsubscribed')
  return new Response(catalogues[search.locale].Alerts.unsubscribed, {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export async function GET(request: Request) {
  const token = tokenOf(request)
  const search = await findByToken(await getPayloadClient(), token)
  if (!search) return invalidLinkPage(localeOfRequest(request))
  return toManagePage(search.locale, token)
}
