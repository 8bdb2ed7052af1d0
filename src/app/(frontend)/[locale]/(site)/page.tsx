import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { SearchBoxBlock } from '@blocks/SearchBox/Component'
import { HomeHero } from '@/components/home/HomeHero'
import { PropertyCard, PropertyGrid } from '@/components/property/PropertyCard'
import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import { siteOrigin } from '@/lib/origin'
import { resolveBlockData } from '@/lib/data/content'
import { toImage } from '@/lib/images'
import { findAvailableProperties } from '@/lib/data/properties'
import { parseListParams } from '@/lib/search/listParams'
import { getEnabledLocales, getHome, getSiteIdentity } from '@/lib/data/settings'
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
  // The hero carries the search: the editors' search box when the layout opens with one (it
  // moves up into the hero), otherwise a search box with the default heading.
  const [first, ...rest] = home.layout ?? []
  const searchBlock =
    first?.blockType === 'searchBox' ? first : ({ blockType: 'searchBox', id: 'home' } as const)
  const blocks = first?.blockType === 'searchBox' ? rest : (home.layout ?? [])
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(agency) }}
      />
      <HomeHero
        title={home.title || t('title')}
        intro={home.intro || t('intro')}
        image={toImage(home.heroImage, 'hero')}
        search={<SearchBoxBlock block={searchBlock} locale={locale} />}
      />
      <div className="container">
        {home.layout?.length ? (
          <RenderBlocks
            blocks={blocks}
            locale={locale}
            data={await resolveBlockData(blocks, locale)}
          />
        ) : (
          <LatestProperties locale={locale} />
        )}
      </div>
    </>
  )
}

/** What the home page shows before the editors compose it: the newest listings of each goal. */
async function LatestProperties({ locale }: { locale: Locale }) {
  const [t, forSale, forRent] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    findAvailableProperties('sale', locale, parseListParams({}), LATEST),
    findAvailableProperties('rent', locale, parseListParams({}), LATEST),
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
