import { getTranslations } from 'next-intl/server'

import type { PropertyGoal } from '@collections/Properties'
import { Pagination } from '@/components/search/Pagination'
import type { Locale } from '@/i18n/locales'
import { findPropertiesByGoal } from '@/lib/queries/properties'
import { parseListParams, type SearchParams } from '@/lib/search/listParams'

import { PropertyCard, PropertyGrid } from './PropertyCard'

type Props = {
  goal: PropertyGoal
  locale: Locale
  searchParams: SearchParams
}

export async function PropertyListPage({ goal, locale, searchParams }: Props) {
  const { page } = parseListParams(searchParams)
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyList' }),
    findPropertiesByGoal({ goal, locale, page }),
  ])
  return (
    <div className="container">
      <h1>{t(goal === 'sale' ? 'forSaleTitle' : 'forRentTitle')}</h1>
      {list.properties.length === 0 ? (
        <p className="no-results" role="status">
          {t('noResults')}
        </p>
      ) : (
        <>
          <PropertyGrid>
            {list.properties.map((property) => (
              <PropertyCard key={property.id} property={property} locale={locale} />
            ))}
          </PropertyGrid>
          <Pagination
            locale={locale}
            pathname={goal === 'sale' ? '/for-sale' : '/for-rent'}
            page={list.page}
            totalPages={list.totalPages}
            totalDocs={list.totalDocs}
          />
        </>
      )}
    </div>
  )
}
