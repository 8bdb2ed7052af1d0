import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { PropertyCard, PropertyGrid } from '@/components/property/PropertyCard'
import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import { siteOrigin } from '@/lib/origin'
import { resolveBlockData } from '@/lib/queries/content'
import { findLatestProperties } from '@/lib/queries/properties'
import { getEnabledLocales, getHome, getSiteIdentity } from '@/lib/queries/settings'
import { alternatesFor } from '@/lib/seo/alternates'
import { jsonLdScript, realEstateAgent } from '@/lib/seo/jsonLd'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [home, enabled] = await Promise.all([getHome(locale), getEnabledLocales()])
  return {
    ...(home.intro ? { description: home.intro } : {}),
    alternates: alternatesFor({ locale, href: '/', enabled }),
  }
}

const LATEST = 6

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, home, identity] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getHome(locale),
    getSiteIdentity(),
  ])
  const agency = realEstateAgent({
    name: identity.agencyName,
    url: (await siteOrigin()) + getPathname({ locale, href: '/' }),
    telephone: identity.phone,
    email: identity.email,
    vatId: identity.vatNumber,
    address: identity,
  })
  return (
    <div className="container">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(agency) }}
      />
      <section className="hero">
        <h1>{home.title || t('title')}</h1>
        <p>{home.intro || t('intro')}</p>
      </section>
      {home.layout?.length ? (
        <RenderBlocks
          blocks={home.layout}
          locale={locale}
          data={await resolveBlockData(home.layout, locale)}
        />
      ) : (
        <LatestProperties locale={locale} />
      )}
    </div>
  )
}

/** What the home page shows before the editors compose it: the newest listings of each goal. */
async function LatestProperties({ locale }: { locale: Locale }) {
  const [t, forSale, forRent] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    findLatestProperties('sale', locale, LATEST),
    findLatestProperties('rent', locale, LATEST),
  ])
  const sections = [
    { id: 'latest-sale', title: t('latestForSale'), list: forSale, href: '/for-sale' as const },
    { id: 'latest-rent', title: t('latestForRent'), list: forRent, href: '/for-rent' as const },
  ]
  return sections.map(({ id, title, list, href }) =>
    list.properties.length === 0 ? null : (
      <section key={id} aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <PropertyGrid>
          {list.properties.map((property, index) => (
            <PropertyCard
              key={property.id}
              property={property}
              locale={locale}
              priority={id === 'latest-sale' && index < 3}
            />
          ))}
        </PropertyGrid>
        <p>
          <Link href={href}>{t('viewAll')}</Link>
        </p>
      </section>
    ),
  )
}
