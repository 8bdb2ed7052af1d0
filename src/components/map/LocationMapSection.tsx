// The location map of a property or project page, decided on the server: the client gets the
// exact point only when the address is published, else a rounded point and a radius.
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { mapLocation } from '@/lib/map/location'
import { getMapTiles } from '@/lib/data/settings'

import { LocationMapLoader } from './LocationMapLoader'

export type LocationMapSectionProps = {
  locale: Locale
  latitude?: number | null
  longitude?: number | null
  publishAddress?: boolean | null
}

export async function LocationMapSection({ locale, ...coordinates }: LocationMapSectionProps) {
  const location = mapLocation(coordinates)
  if (!location) return null
  const [t, tMap, tiles] = await Promise.all([
    getTranslations({ locale, namespace: 'LocationMap' }),
    getTranslations({ locale, namespace: 'Map' }),
    getMapTiles(),
  ])
  return (
    <>
      <LocationMapLoader
        location={location}
        tiles={tiles}
        labels={{
          map: t(location.approximate ? 'approximateLabel' : 'label'),
          showMap: t('showMap'),
          zoomIn: tMap('zoomIn'),
          zoomOut: tMap('zoomOut'),
          unavailable: t('unavailable'),
        }}
      />
      {location.approximate && <p className="notice">{t('approximate')}</p>}
    </>
  )
}
