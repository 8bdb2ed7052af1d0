import { getTranslations } from 'next-intl/server'

import { FavouriteButton } from '@/components/favourites/FavouriteButton'
import type { Locale } from '@/i18n/locales'
import type { PropertyDetailData } from '@/lib/property/detailData'

import styles from '../PropertyDetail.module.css'

/** The title with the heart, the address, the ribbon when no photo carries it, the status. */
export async function PropertyHeader({
  locale,
  id,
  title,
  address,
  ribbon,
  status,
}: {
  locale: Locale
  id: number
  title: string
  address: string
  /** Shown here only when there is no gallery to lay it over. */
  ribbon: string | null
  status: PropertyDetailData['status']
}) {
  const [t, tFavourites] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    getTranslations({ locale, namespace: 'Favourites' }),
  ])
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1>{title}</h1>
        <FavouriteButton
          id={id}
          label={tFavourites('button')}
          className="favourite-button favourite-button--inline"
        />
      </div>
      <p className={styles.address}>{address}</p>
      {ribbon && <p className={styles.ribbon}>{ribbon}</p>}
      {status !== 'available' && (
        <p className={`status-message status-message--${status}`} role="status">
          {t(`${status}Message`)}
        </p>
      )}
    </header>
  )
}
