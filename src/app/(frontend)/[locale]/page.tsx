import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PropertyCard, PropertyGrid } from '@/components/property/PropertyCard'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { findPropertiesByGoal } from '@/lib/queries/properties'

type Props = { params: Promise<{ locale: Locale }> }

const LATEST = 6

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, forSale, forRent] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    findPropertiesByGoal({ goal: 'sale', locale, limit: LATEST }),
    findPropertiesByGoal({ goal: 'rent', locale, limit: LATEST }),
  ])
  const sections = [
    { id: 'latest-sale', title: t('latestForSale'), list: forSale, href: '/for-sale' as const },
    { id: 'latest-rent', title: t('latestForRent'), list: forRent, href: '/for-rent' as const },
  ]
  return (
    <div className="container">
      <section className="hero">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </section>
      {sections.map(({ id, title, list, href }) =>
        list.properties.length === 0 ? null : (
          <section key={id} aria-labelledby={id}>
            <h2 id={id}>{title}</h2>
            <PropertyGrid>
              {list.properties.map((property) => (
                <PropertyCard key={property.id} property={property} locale={locale} />
              ))}
            </PropertyGrid>
            <p>
              <Link href={href}>{t('viewAll')}</Link>
            </p>
          </section>
        ),
      )}
    </div>
  )
}
