import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatPrice } from '@/lib/domain'
import type { PropertyCardData } from '@/lib/queries/properties'

export async function PropertyCard({
  property,
  locale,
}: {
  property: PropertyCardData
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyCard' })
  return (
    <article className="property-card" aria-labelledby={`property-${property.id}`}>
      <p className="property-card__goal">{t(property.goal)}</p>
      <h3 id={`property-${property.id}`} className="property-card__title">
        {property.title}
      </h3>
      <p className="property-card__place">
        {property.zip} {property.city}
      </p>
      <p className="property-card__price">
        {property.price === null ? t('priceOnRequest') : formatPrice(property.price)}
      </p>
    </article>
  )
}

export function PropertyGrid({ children }: { children: React.ReactNode }) {
  return <div className="property-grid">{children}</div>
}
