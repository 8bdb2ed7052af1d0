import type { ReactNode } from 'react'

import { LocationMapSection } from '@/components/map/LocationMapSection'
import type { Locale } from '@/i18n/locales'
import type { DetailLocation } from '@/lib/property/detailData'

import styles from '../PropertyDetail.module.css'

/** Where it is: a text of its own (a project's situation), the address and the map. */
export function LocationSection({
  locale,
  title,
  address,
  location,
  children,
}: {
  locale: Locale
  title: string
  address: string
  location: DetailLocation
  children?: ReactNode
}) {
  return (
    <section aria-labelledby="location" className={styles.section}>
      <h2 id="location">{title}</h2>
      {children}
      <p>{address}</p>
      <LocationMapSection
        locale={locale}
        latitude={location.latitude}
        longitude={location.longitude}
        publishAddress={location.publishAddress}
      />
    </section>
  )
}
