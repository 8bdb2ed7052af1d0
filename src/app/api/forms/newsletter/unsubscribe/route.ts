// /api/forms/newsletter/unsubscribe/?token=… — the unsubscribe link of every newsletter mail.
// GET (a click in the mail) and POST (RFC 8058 one-click) both unsubscribe; the token is the
// subscriber's own secret, so nobody else can end a subscription.
import { defaultLocale } from '@/i18n/locales'
import { thankYouPath } from '@/lib/site/paths'
import { unsubscribe } from '@/lib/forms/newsletter'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const handle = async (request: Request) => {
  const url = new URL(request.url)
  const subscriber = await unsubscribe(
    await getPayloadClient(),
    url.searchParams.get('token') ?? '',
  )
  // A path, not an absolute URL: request.url holds the server's own address, not the visitor's.
  const target = new URL(thankYouPath(subscriber?.locale ?? defaultLocale, 'newsletter'), url)
  target.searchParams.set('status', subscriber ? 'unsubscribed' : 'unknown')
  return new Response(null, {
    status: 303,
    headers: { Location: target.pathname + target.search },
  })
}

export const GET = handle
export const POST = handle
