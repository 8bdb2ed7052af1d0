import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { PropertyDetailData } from '@/lib/property/detailData'

import styles from '../PropertyDetail.module.css'
import { PropertyTypeLabel } from '../PropertyTypeLabel'
import { Fact, KeyFacts } from './KeyFacts'

/** Price (or rent), type, bedrooms, areas, EPC label and status, each when known. */
export async function PropertyFacts({
  locale,
  goal,
  facts,
  status,
  closed,
}: {
  locale: Locale
  goal: PropertyDetailData['goal']
  facts: PropertyDetailData['facts']
  status: PropertyDetailData['status']
  closed: boolean
}) {
  const [t, tFields, tCard, tStatus] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    getTranslations({ locale, namespace: 'PropertyFields' }),
    getTranslations({ locale, namespace: 'PropertyCard' }),
    getTranslations({ locale, namespace: 'PropertyStatus' }),
  ])
  const priceClass = `${styles.fact} ${styles.price}`
  return (
    <KeyFacts locale={locale}>
      <Fact
        label={t(goal === 'rent' ? 'factRent' : 'factPrice')}
        className={closed ? `${priceClass} ${styles.closed}` : priceClass}
      >
        {facts.price ?? tCard('priceOnRequest')}
      </Fact>
      {facts.propertyType && (
        <Fact label={tFields('propertyType')}>
          <PropertyTypeLabel type={facts.propertyType} locale={locale} />
        </Fact>
      )}
      {facts.bedrooms && <Fact label={tFields('bedrooms')}>{facts.bedrooms}</Fact>}
      {facts.livingArea && <Fact label={tFields('livingArea')}>{facts.livingArea}</Fact>}
      {facts.groundArea && <Fact label={tFields('groundArea')}>{facts.groundArea}</Fact>}
      {facts.epcLabel && (
        <Fact label={t('factEpc')}>
          <span className="epc-badge" data-epc={facts.epcLabel}>
            {facts.epcLabel}
          </span>
        </Fact>
      )}
      <Fact label={t('factStatus')}>{tStatus(status)}</Fact>
    </KeyFacts>
  )
}
