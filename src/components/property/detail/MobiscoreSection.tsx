import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { PropertyDetailData } from '@/lib/property/detailData'

import styles from '../PropertyDetail.module.css'

/** The Mobiscore's scores out of ten (public transport, schools, shops…); nothing without. */
export async function MobiscoreSection({
  locale,
  scores,
}: {
  locale: Locale
  scores: PropertyDetailData['mobiscore']
}) {
  if (scores.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  return (
    <section aria-labelledby="mobiscore" className={styles.section}>
      <h2 id="mobiscore">{t('mobiscore')}</h2>
      <dl className={styles.fields}>
        {scores.map(({ key, score }) => (
          <div key={key}>
            <dt>{t(`mobiscore_${key}`)}</dt>
            <dd>
              <meter min={0} max={10} value={score} aria-hidden="true" />{' '}
              {t('mobiscoreValue', { score })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
