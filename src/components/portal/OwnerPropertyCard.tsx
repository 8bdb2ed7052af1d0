// One property on the portal's overview: photo, status, price, days on the market and the last
// 30 days' views, leads and visits with their change against the 30 days before.
import { getTranslations } from 'next-intl/server'

import { Picture } from '@/components/layout/Picture'
import type { Locale } from '@/i18n/locales'
import { placeName } from '@/lib/placeName'
import { listedPrice } from '@/lib/domain'
import type { PortalPropertyCard } from '@/lib/portal/queries'
import { portalPropertyPath } from '@/lib/portal/returnPath'

import { Change } from './Change'

export async function OwnerPropertyCard({
  property,
  locale,
  priority,
}: {
  property: PortalPropertyCard
  locale: Locale
  priority?: boolean
}) {
  const [t, tStatus] = await Promise.all([
    getTranslations({ locale, namespace: 'Portal.portal' }),
    getTranslations({ locale, namespace: 'PropertyStatus' }),
  ])
  const { stats } = property
  const price = listedPrice(property, t('priceOnRequest'))
  const figures = [
    {
      key: 'views',
      label: t('views'),
      current: stats.funnel.views,
      previous: stats.previous.views,
    },
    {
      key: 'leads',
      label: t('leads'),
      current: stats.funnel.leads,
      previous: stats.previous.leads,
    },
    {
      key: 'visits',
      label: t('visits'),
      current: stats.funnel.visits,
      previous: stats.previous.visits,
    },
  ] as const
  const headingId = `owner-property-${property.id}`
  return (
    <article className="portal-card" aria-labelledby={headingId}>
      <div className="portal-card__media">
        {property.image ? (
          <Picture
            src={property.image.url}
            alt={property.image.alt}
            width={property.image.width}
            height={property.image.height}
            sizes="(max-width: 767px) 100vw, 360px"
            preload={priority}
          />
        ) : (
          <div className="portal-card__placeholder">{t('noPhoto')}</div>
        )}
        <span className={`portal-status portal-status--${property.status}`}>
          {tStatus(property.status)}
        </span>
      </div>
      <div className="portal-card__body">
        <h2 className="portal-card__title" id={headingId}>
          {property.title}
        </h2>
        <p className="portal-card__meta">
          {[
            property.city ? placeName(property.city, property.countryId, locale) : null,
            property.reference ? t('reference', { reference: property.reference }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="portal-card__price">{price}</p>
        <p className="portal-card__days">
          {t('daysOnMarket', { count: property.daysOnMarket, goal: property.goal })}
        </p>
        <dl className="portal-figures">
          {figures.map((figure) => (
            <div key={figure.key} className="portal-figures__item">
              <dt>
                {figure.label} <span className="portal-figures__period">({t('last30')})</span>
              </dt>
              <dd>
                <span className="portal-figures__value">{figure.current}</span>
                <Change locale={locale} current={figure.current} previous={figure.previous} />
              </dd>
            </div>
          ))}
        </dl>
        <a className="button portal-card__link" href={portalPropertyPath(locale, property.id)}>
          {t('open', { title: property.title })}
        </a>
      </div>
    </article>
  )
}
