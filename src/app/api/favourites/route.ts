// GET /api/favourites/?ids=12,7,30&locale=fr — the cards of a visitor's favourites (kept in their
// browser) for the favourites page: only public fields of published properties, formatted in the
// page's language. Read-only and the same for everyone who asks for the same ids, so browsers and
// shared caches keep it a little while; the server caches it under the lists' tag.
import { defaultLocale, isLocale } from '@/i18n/locales'
import { listedPrice } from '@/lib/domain'
import { serverTranslator } from '@/i18n/server'
import { parseIdsQuery, type FavouriteCard } from '@/lib/favourites/store'
import { findPropertyCardsByIds } from '@/lib/data/properties'

export async function GET(request: Request) {
  const url = new URL(request.url)
  const requested = url.searchParams.get('locale')
  const locale = isLocale(requested) ? requested : defaultLocale
  const ids = parseIdsQuery(url.searchParams.get('ids'))
  const cards = await findPropertyCardsByIds(ids, locale)
  const tCard = serverTranslator(locale, 'PropertyCard')
  const tStatus = serverTranslator(locale, 'PropertyStatus')
  const properties: FavouriteCard[] = cards.map((card) => ({
    id: card.id,
    href: card.href,
    title: card.title,
    // As the list cards show it: the country in brackets outside Belgium (PropertyCard).
    place: [card.zip, card.place].filter(Boolean).join(' '),
    priceText: listedPrice(card, tCard('priceOnRequest')),
    statusText: card.status === 'available' ? null : tStatus(card.status),
    image: card.image,
  }))
  return Response.json(
    { properties },
    {
      headers: {
        'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
      },
    },
  )
}
