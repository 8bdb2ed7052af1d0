// GET /api/places/?q=lie&locale=fr — towns and postcodes for the place box as the visitor types:
// [{ name: "Liège", zip: "4000", zips: ["4000", "4020", …], value: "Liège" }, …], names in the
// visitor's language, a municipality once with the postcodes of all its sections. The answer
// depends on the query string only, so browsers and shared caches keep it for a day.
import { isLocale, defaultLocale } from '@/i18n/locales'
import { suggestPlaces } from '@/lib/places'

const MAX_QUERY = 60

export function GET(request: Request) {
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY)
  const locale = url.searchParams.get('locale')
  return Response.json(
    { places: suggestPlaces(query, isLocale(locale) ? locale : defaultLocale) },
    { headers: { 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' } },
  )
}
