import { getTranslations } from 'next-intl/server'

import { ThirdPartyEmbed } from '@/components/consent/ThirdPartyEmbed'
import type { Locale } from '@/i18n/locales'
import type { PropertyDetailData } from '@/lib/property/detailData'

import styles from '../PropertyDetail.module.css'

/** The video and the virtual tour, named after the first; nothing without either. */
export async function MediaSection({
  locale,
  media,
}: {
  locale: Locale
  media: PropertyDetailData['media']
}) {
  if (media.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  return (
    <section aria-labelledby="media" className={`${styles.section} ${styles.media}`}>
      <h2 id="media">{t(media[0].kind)}</h2>
      {media.map(({ kind, ref }) =>
        ref.provider === 'file' ? (
          <video key={ref.url} src={ref.url} controls preload="none" />
        ) : (
          <ThirdPartyEmbed key={ref.embedUrl} video={ref} title={t(kind)} locale={locale} />
        ),
      )}
    </section>
  )
}
