import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { findSimilarProperties, type SimilarTo } from '@/lib/data/properties'

import { PropertyCard, PropertyGrid } from './PropertyCard'
import styles from './PropertyDetail.module.css'

/**
 * "Similar properties" below a detail page (nothing when none is similar): its own query, run
 * beside the page's own reads. Not behind a Suspense boundary: the page is prerendered, and a
 * streamed section would stay hidden without JavaScript.
 */
export async function SimilarProperties({
  property,
  locale,
}: {
  property: SimilarTo
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
