import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { findSimilarProperties } from '@/lib/queries/properties'
import type { Property } from '@/payload-types'

import { PropertyCard, PropertyGrid } from './PropertyCard'
import styles from './PropertyDetail.module.css'

/**
 * "Similar properties" below a detail page: its own query, so the page streams its main content
 * first and this section follows behind a Suspense boundary (nothing when none is similar).
 */
export async function SimilarProperties({
  property,
  locale,
}: {
  property: Property
  locale: Locale
}) {
  const [t, similar] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    findSimilarProperties(property, locale),
  ])
  if (similar.properties.length === 0) return null
  return (
    <section aria-labelledby="similar" className={styles.similar}>
      <h2 id="similar">{t('similar')}</h2>
      <PropertyGrid>
        {similar.properties.map((card) => (
          <PropertyCard key={card.id} property={card} locale={locale} />
        ))}
      </PropertyGrid>
    </section>
  )
}
