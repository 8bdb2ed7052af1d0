// GET /api/forms/newsletter/confirm/?token=… — the double opt-in link of the confirmation mail.
import { defaultLocale } from '@/i18n/locales'
import { thankYouPath } from '@/lib/site/paths'
import { confirmSubscription } from '@/lib/forms/newsletter'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const url = new URL(request.url)
  const subscriber = await confirmSubscription(
    await getPayloadClient(),
    url.searchParams.get('token') ?? '',
  )
  const locale = subscriber?.locale ?? defaultLocale
  // A path, not an absolute URL: request.url holds the server's own address, not the visitor's.
  const target = new URL(thankYouPath(locale, 'newsletter'), url)
  target.searchParams.set('status', subscriber ? 'confirmed' : 'unknown')
  return new Response(null, {
    status: 303,
    headers: { Location: target.pathname + target.search },
  })
}
