// A row of property cards chosen by the block's query; the page runs the query and passes the
// cards. A list that scrolls sideways and snaps card by card (CSS only: touch, wheel, and the
// arrow keys once it has focus); with JavaScript, previous/next buttons scroll it a screenful.
import { getTranslations } from 'next-intl/server'

import { PropertyCard } from '@/components/property/PropertyCard'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { PropertyCardData } from '@/lib/data/properties'
import type { PropertyCarouselBlock as PropertyCarouselBlockData } from '@/payload-types'

import shared from '../shared/Block.module.css'
import styles from './Carousel.module.css'
import { CarouselButtons } from './CarouselButtons'

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
  const listId = `${headingId}-list`
  const query = {
    ...(block.city ? { city: block.city } : {}),
    ...(block.type ? { type: block.type } : {}),
  }
  return (
    <section className="block block--carousel" aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId}>{block.heading}</h2>
        {cards.length > 1 ? (
          <CarouselButtons
            listId={listId}
            previous={t('carouselPrevious')}
            next={t('carouselNext')}
          />
        ) : null}
      </div>
      {cards.length ? (
        <ul id={listId} className={styles.list} tabIndex={0} aria-labelledby={headingId}>
          {cards.map((card) => (
            <li key={card.id}>
              <PropertyCard property={card} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noProperties')}</p>
      )}
      <p className={shared.more}>
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
