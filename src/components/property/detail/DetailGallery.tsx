import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { DetailImage } from '@/lib/property/detailData'

import { Gallery } from '../Gallery'

/** The photos on top of a property or project page, with their words; nothing without photos. */
export async function DetailGallery({
  locale,
  images,
  ribbon,
  band,
}: {
  locale: Locale
  images: DetailImage[]
  ribbon?: string | null
  /** "Sold" or "Rented" across the photos (Gallery). */
  band?: string | null
}) {
  if (images.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  return (
    <Gallery
      images={images}
      label={t('gallery')}
      photoLabel={t.raw('photo') as string}
      allPhotosLabel={t.raw('allPhotos') as string}
      controls={{
        previous: t('previousPhoto'),
        next: t('nextPhoto'),
        close: t('closeGallery'),
      }}
      ribbon={ribbon}
      band={band}
    />
  )
}
