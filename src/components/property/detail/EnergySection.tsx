import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { epcImagePath, epcImageSize } from '@/lib/domain'
import type { PropertyDetailData } from '@/lib/property/detailData'

import styles from '../PropertyDetail.module.css'

/** The energy label of the property's region as an image, and its score. */
export async function EnergySection({
  locale,
  energy,
}: {
  locale: Locale
  energy: NonNullable<PropertyDetailData['energy']>
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  const { region, label, value } = energy
  return (
    <section aria-labelledby="energy" className={styles.section}>
      <h2 id="energy">{t('energy')}</h2>
      {label && (
        // eslint-disable-next-line @next/next/no-img-element -- a small static SVG, no optimisation needed
        <img
          src={epcImagePath(region, label)}
          alt={t('epcImageAlt', { label, region: t(`regionName_${region}`) })}
          // Its own size: the space is kept, nothing below moves when it arrives.
          {...epcImageSize(region)}
          // Below the first screen: without it React preloads it in the head, beside the
          // gallery's first photo (the page's largest paint).
          loading="lazy"
          className={styles.epcImage}
        />
      )}
      {value !== null && <p>{t('epcValue', { value })}</p>}
    </section>
  )
}
