// /api/favourites/unsubscribe/?token=… — the favourites alerts' unsubscribe (RFC 8058): a POST
// (the mail client's one click, or the button of the GET page) stops the mails; the list keeps
// following the visitor. A GET (a link followed, or a scanner prefetching it) changes nothing
// and shows one button. An unknown or used-up token: a localized 404 page, never a 500.
import { catalogues } from '@/i18n/server'
import { favouritesPage } from '@/lib/favourites/http'
import { localeOfRequest, tokenOf, wantsHtml } from '@/lib/http/answers'
import { findListByToken, unsubscribeAlertsByToken } from '@/lib/favourites/sync'
import { escapeHtml } from '@/lib/mail/html'
import { getPayloadClient } from '@/lib/payload'
import type { Locale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

const invalid = (locale: Locale) => {
  const t = catalogues[locale].Favourites.unsubscribe
  return favouritesPage(locale, { status: 404, title: t.invalidTitle, paragraphs: [t.invalidText] })
}

export async function POST(request: Request) {
  const list = await unsubscribeAlertsByToken(await getPayloadClient(), tokenOf(request))
  if (!list) return invalid(localeOfRequest(request))
  const t = catalogues[list.locale].Favourites.unsubscribe
  if (wantsHtml(request))
    return favouritesPage(list.locale, {
      title: t.done,
      html: `<p role="status">${escapeHtml(t.text)}</p>`,
    })
  return new Response(t.done, {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

export async function GET(request: Request) {
  const token = tokenOf(request)
  const list = await findListByToken(await getPayloadClient(), token)
  if (!list) return invalid(localeOfRequest(request))
  const t = catalogues[list.locale].Favourites.unsubscribe
  return favouritesPage(list.locale, {
    title: t.title,
    paragraphs: [t.text],
    html: `<form method="post" action="/api/favourites/unsubscribe/?token=${encodeURIComponent(token)}">
<button type="submit">${escapeHtml(t.button)}</button>
</form>`,
  })
}
