'use client'

import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useState } from 'react'

import type { ImageData } from '@/lib/queries/properties'

export type GalleryImage = { full: ImageData; thumb: ImageData }

/** The lightbox is fetched when a photo is first opened: most visits never open one. */
const Lightbox = dynamic(() => import('./Lightbox'), { ssr: false })

type Props = {
  images: GalleryImage[]
  label: string
  /** "Photo {number} of {total}", formatted here. */
  photoLabel: string
  controls: { previous: string; next: string; close: string }
}

/**
 * The gallery: the first picture large (the page's LCP image), the others as thumbnails. Each
 * opens the lightbox (a native <dialog>, Lightbox.tsx). Without JavaScript the thumbnails link
 * to the full images.
 */
export function Gallery({ images, label, photoLabel, controls }: Props) {
  const [opened, setOpened] = useState<number | null>(null)
  const caption = (index: number) =>
    photoLabel.replace('{number}', String(index + 1)).replace('{total}', String(images.length))

  return (
    <section aria-label={label} className="gallery">
      <ul className="gallery__grid">
        {images.map((image, index) => (
          <li key={image.full.url} className={index === 0 ? 'gallery__main' : undefined}>
            <a
              href={image.full.url}
              onClick={(event) => {
                event.preventDefault()
                setOpened(index)
              }}
              aria-label={`${caption(index)}: ${image.thumb.alt}`}
            >
              <Image
                src={index === 0 ? image.full.url : image.thumb.url}
                alt={image.thumb.alt}
                width={index === 0 ? image.full.width : image.thumb.width}
                height={index === 0 ? image.full.height : image.thumb.height}
                sizes={index === 0 ? '(max-width: 960px) 100vw, 800px' : '200px'}
                priority={index === 0}
              />
            </a>
          </li>
        ))}
      </ul>
      {opened !== null && (
        <Lightbox
          key={opened}
          images={images}
          start={opened}
          label={label}
          caption={caption}
          controls={controls}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  )
}
