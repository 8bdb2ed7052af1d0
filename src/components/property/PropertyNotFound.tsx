import { getTranslations } from 'next-intl/server'

import { SearchInline } from '@/components/search/SearchInline'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

/** "Property not found" (status 404) with a search form and a link home. */
export async function PropertyNotFound({ locale }: { locale: Locale }) {
  const [t, tNotFound] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    getTranslations({ locale, namespace: 'NotFound' }),
  ])
  return (
    <div className="container not-found">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <SearchInline locale={locale} id="property-not-found-city" />
      <p>
        <Link href="/" locale={locale}>
          {tNotFound('homeLink')}
        </Link>
      </p>
    </div>
  )
}
