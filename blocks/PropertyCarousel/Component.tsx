// A row of property cards chosen by the block's query; the page runs the query and passes the
// cards. A scrollable list (no script): keyboard users scroll it once it has focus.
import { getTranslations } from 'next-intl/server'

import { PropertyCard } from '@/components/property/PropertyCard'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { PropertyCardData } from '@/lib/queries/properties'
import type { PropertyCarouselBlock as PropertyCarouselBlockData } from '@/payload-types'

export async function PropertyCarouselBlock({
  block,
  cards,
  locale,
}: {
  block: PropertyCarouselBlockData
  cards: PropertyCardData[]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  const headingId = `carousel-${block.id ?? 'block'}`
  const query = {
    ...(block.city ? { city: block.city } : {}),
    ...(block.type ? { type: block.type } : {}),
  }
  return (
    <section className="block block--carousel" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {cards.length ? (
        <ul className="carousel" tabIndex={0} aria-labelledby={headingId}>
          {cards.map((card) => (
            <li key={card.id} className="carousel__item">
              <PropertyCard property={card} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noProperties')}</p>
      )}
      <p>
        <Link
          href={{ pathname: block.goal === 'rent' ? '/for-rent' : '/for-sale', query }}
          locale={locale}
        >
          {block.goal === 'rent' ? t('viewAllForRent') : t('viewAllForSale')}
        </Link>
      </p>
    </section>
  )
}
