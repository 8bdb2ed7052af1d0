// The route factory of the for-sale and for-rent lists (decision 0020): each goal's page.tsx is
// one call of it. The list without a query is
// prerendered; a list with filters is reached through src/proxy.ts, which rewrites
// `/nl/te-koop/?type=house` to the internal `/nl/for-sale/q/type%3Dhouse/`: each normalised filter
// set is one page in the page cache, so neither the results nor the page around them are
// computed again until a property changes.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PropertyListPage } from '@/components/property/PropertyListPage'
import type { Locale } from '@/i18n/locales'
import type { Goal } from '@/lib/site/goals'
import { searchParamsOf } from '@/lib/search/listParams'
import { getEnabledLocales } from '@/lib/data/settings'
import { alternatesFor } from '@/lib/seo/alternates'

type ListProps = { params: Promise<{ locale: Locale; query?: string }> }

const texts = {
  sale: { title: 'forSaleTitle', description: 'forSaleDescription', href: '/for-sale' },
  rent: { title: 'forRentTitle', description: 'forRentDescription', href: '/for-rent' },
} as const

/** The filters of the internal `q/[query]` segment (empty on the list without a query). */
const filtersOf = (query: string | undefined) => {
  if (!query) return {}
  try {
    return searchParamsOf(decodeURIComponent(query))
  } catch {
    return {}
  }
}

export const listPage = (goal: Goal) => ({
  async generateMetadata({ params }: ListProps): Promise<Metadata> {
    const { locale } = await params
    const [t, enabled] = await Promise.all([
      getTranslations({ locale, namespace: 'PropertyList' }),
      getEnabledLocales(),
    ])
    return {
      title: t(texts[goal].title),
      description: t(texts[goal].description),
      alternates: alternatesFor({ locale, href: texts[goal].href, enabled }),
    }
  },
  async Page({ params }: ListProps) {
    const { locale, query } = await params
    setRequestLocale(locale)
    return <PropertyListPage goal={goal} locale={locale} searchParams={filtersOf(query)} />
  },
})
