// An uploaded image as the site's pages give it to next/image: the one mapper from a Media
// document to the URL, alternative text and size of the file shown.
import { mediaPath } from '@/lib/mediaPath'
import type { Media } from '@/payload-types'

export type ImageData = { url: string; alt: string; width: number; height: number }

/** A gallery's photo: the large image and its thumbnail. */
export type GalleryImage = { full: ImageData; thumb: ImageData }

export type ImageSize = keyof NonNullable<Media['sizes']>

/**
 * The image of `media` at `size` (the original when that size was not made, e.g. a photo
 * smaller than it), or null when there is none: an upload not populated (an id), or one without
 * a file or its dimensions (the media collection takes raster images only, which always have
 * them). The width and height are those of the file whose URL is given.
 */
export const toImage = (media: unknown, size?: ImageSize): ImageData | null => {
  if (!media || typeof media !== 'object') return null
  const doc = media as Media
  const variant = size ? doc.sizes?.[size] : undefined
  const file = variant?.url ? variant : doc
  if (!file.url || !file.width || !file.height) return null
  return { url: mediaPath(file.url), alt: doc.alt ?? '', width: file.width, height: file.height }
}
