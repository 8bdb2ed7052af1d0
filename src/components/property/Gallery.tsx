'use client'

import Image from 'next/image'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { ImageData } from '@/lib/queries/properties'

type Props = {
  images: { full: ImageData; thumb: ImageData }[]
  label: string
  /** "Photo {number} of {total}", formatted here. */
  photoLabel: string
  controls: { previous: string; next: string; close: string }
}

/**
 * The gallery: the first picture large (the page's LCP image), the others as thumbnails. Each
 * opens a native <dialog> lightbox: Escape closes it, arrow keys and buttons move between photos,
 * focus returns to the thumbnail. Without JavaScript the thumbnails link to the full images.
 */
export function Gallery({ images, label, photoLabel, controls }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [current, setCurrent] = useState<number | null>(null)
  const caption = (index: number) =>
    photoLabel.replace('{number}', String(index + 1)).replace('{total}', String(images.length))

  const open = (index: number) => {
    setCurrent(index)
    dialog.current?.showModal()
  }
  const move = useCallback(
    (step: number) =>
      setCurrent((index) => (index === null ? 0 : (index + step + images.length) % images.length)),
    [images.length],
  )
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') move(1)
      if (event.key === 'ArrowLeft') move(-1)
    }
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  }, [move])

  return (
    <section aria-label={label} className="gallery">
      <ul className="gallery__grid">
        {images.map((image, index) => (
          <li key={image.full.url} className={index === 0 ? 'gallery__main' : undefined}>
            <a
              href={image.full.url}
              onClick={(event) => {
                event.preventDefault()
                open(index)
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
      <dialog ref={dialog} className="lightbox" aria-label={label} onClose={() => setCurrent(null)}>
        {current !== null && (
          <figure>
            <Image
              src={images[current].full.url}
              alt={images[current].full.alt}
              width={images[current].full.width}
              height={images[current].full.height}
              sizes="100vw"
            />
            <figcaption aria-live="polite">{caption(current)}</figcaption>
          </figure>
        )}
        <div className="lightbox__controls">
          <button type="button" onClick={() => move(-1)}>
            <span aria-hidden="true">← </span>
            {controls.previous}
          </button>
          <button type="button" onClick={() => move(1)}>
            {controls.next}
            <span aria-hidden="true"> →</span>
          </button>
          <form method="dialog">
            <button type="submit">{controls.close}</button>
          </form>
        </div>
      </dialog>
    </section>
  )
}
