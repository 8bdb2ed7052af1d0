import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { FavouriteButton } from '@/components/favourites/FavouriteButton'
import { Picture } from '@/components/layout/Picture'
import type { Locale } from '@/i18n/locales'
import { listedPrice } from '@/lib/domain'
import type { PropertyCardData } from '@/lib/data/properties'
import type { ImageData } from '@/lib/images'

import { PropertyTypeLabel } from './PropertyTypeLabel'

export async function PropertyCard({
  property,
  locale,
  priority = false,
}: {
  property: PropertyCardData
  locale: Locale
  /** The first cards of a page are the LCP candidates: load them eagerly. */
  priority?: boolean
}) {
  const [t, tStatus, tFavourites] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyCard' }),
    getTranslations({ locale, namespace: 'PropertyStatus' }),
    getTranslations({ locale, namespace: 'Favourites' }),
  ])
  const closed = property.status === 'sold' || property.status === 'rented'
  const price = listedPrice(property, t('priceOnRequest'))
  return (
    <article className="property-card" aria-labelledby={`property-${property.id}`}>
      <CardMedia image={property.image} priority={priority}>
        {property.status !== 'available' && (
          <span className={`property-card__badge property-card__badge--${property.status}`}>
            {tStatus(property.status)}
          </span>
        )}
        <FavouriteButton
          id={property.id}
          label={tFavourites('button')}
          describedBy={`property-${property.id}`}
        />
      </CardMedia>
      <div className="property-card__body">
        <p className="property-card__goal">
          {property.propertyType ? (
            <PropertyTypeLabel type={property.propertyType} locale={locale} />
          ) : (
            t(property.goal)
          )}
        </p>
        <h3 id={`property-${property.id}`} className="property-card__title">
          <a href={property.href}>{property.title}</a>
        </h3>
        <p className="property-card__place">
          {property.zip} {property.place}
        </p>
        <ul className="property-card__facts">
          {property.bedrooms !== null && property.bedrooms > 0 && (
            <li>{t('bedrooms', { count: property.bedrooms })}</li>
          )}
          {property.livingArea !== null && property.livingArea > 0 && (
            <li>{t('livingArea', { area: property.livingArea })}</li>
          )}
          {property.epcLabel && (
            <li className="property-card__epc">
              <span className="epc-badge" data-epc={property.epcLabel}>
                {t('epc', { label: property.epcLabel })}
              </span>
            </li>
          )}
        </ul>
        <p
          className={
            closed ? 'property-card__price property-card__price--closed' : 'property-card__price'
          }
        >
          {price}
        </p>
      </div>
    </article>
  )
}

/** A card's photo (or its empty frame), with what lies over it: the status, the heart. */
export function CardMedia({
  image,
  priority,
  sizes = '(max-width: 767px) 100vw, (max-width: 960px) 50vw, 384px',
  children,
}: {
  image: ImageData | null
  priority?: boolean
  /** The photo's widths by viewport; the default is the lists' grid. */
  sizes?: string
  children?: ReactNode
}) {
  return (
    <div className="property-card__media">
      {image ? (
        <Picture
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={sizes}
          preload={priority}
        />
      ) : (
        <div className="property-card__placeholder" aria-hidden="true" />
      )}
      {children}
    </div>
  )
}

export function PropertyGrid({ children }: { children: React.ReactNode }) {
  return <div className="property-grid">{children}</div>
}
