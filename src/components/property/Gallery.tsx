import { Picture } from '@/components/layout/Picture'
import type { GalleryImage } from '@/lib/images'

import { GalleryPhotos } from './GalleryPhotos'
import { photoCaption } from './photoCaption'
import styles from './Gallery.module.css'

type Props = {
  images: GalleryImage[]
  label: string
  /** "Photo {number} of {total}", formatted here and by the lightbox. */
  photoLabel: string
  /** "All {count} photos": the button that opens the lightbox at the first photo. */
  allPhotosLabel: string
  controls: { previous: string; next: string; close: string }
  /** The property's ribbon ("New", "Price reduced"), laid over the first photo. */
  ribbon?: string | null
  /** "Sold" or "Rented": a band across the photos, in place of the ribbon. */
  band?: string | null
}

/**
 * The gallery on top of a property page: on a desk the first picture large (the page's LCP
 * image) with the others two by two beside it, scrolling sideways; on a phone one photo at a
 * time, swiped (CSS scroll-snap). The photos are plain HTML (decision 0040); one island
 * (GalleryPhotos) opens the lightbox (a native <dialog>, Lightbox.tsx) from any of them or from
 * the "all photos" button. Without JavaScript each photo links to the full image.
 *
 * Every photo is the `gallery` size (1600 px wide) and `sizes` says the width it is shown at
 * (Gallery.module.css), so the browser picks a file at least as wide as the box on any screen:
 * never a small file stretched.
 */
const thumbSizes = '(max-width: 767px) 100vw, (max-width: 1200px) 20vw, 240px'

export function Gallery({
  images,
  label,
  photoLabel,
  allPhotosLabel,
  controls,
  ribbon,
  band,
}: Props) {
  const caption = (index: number) => photoCaption(photoLabel, index, images.length)

  // The first photo takes 3 of 5 columns, 4 when there are three photos or fewer, 5 alone.
  const mainShare = images.length === 1 ? 1 : images.length <= 3 ? 0.8 : 0.6
  const mainSizes = `(max-width: 767px) 100vw, (max-width: 1200px) ${mainShare * 100}vw, ${Math.round(1200 * mainShare)}px`

  return (
    <section aria-label={label} className={styles.gallery}>
      {/* The page's status message says it in words; the band is its picture. */}
      {band ? (
        <p className={styles.band} aria-hidden="true">
          {band}
        </p>
      ) : (
        ribbon && <p className={styles.ribbon}>{ribbon}</p>
      )}
      <GalleryPhotos
        images={images}
        label={label}
        photoLabel={photoLabel}
        controls={controls}
        allPhotos={
          images.length > 1 ? allPhotosLabel.replace('{count}', String(images.length)) : null
        }
      >
        <ul className={styles.grid}>
          {images.map((image, index) => (
            <li key={image.full.url} className={index === 0 ? styles.main : styles.item}>
              <a
                href={image.full.url}
                data-photo={index}
                aria-label={`${caption(index)}: ${image.full.alt}`}
              >
                <Picture
                  src={image.full.url}
                  alt={image.full.alt}
                  width={image.full.width}
                  height={image.full.height}
                  sizes={index === 0 ? mainSizes : thumbSizes}
                  preload={index === 0}
                />
              </a>
            </li>
          ))}
        </ul>
      </GalleryPhotos>
    </section>
  )
}
