'use client'
// The photo lightbox, fetched when a visitor first opens a photo (Gallery): a native <dialog>;
// Escape closes it, arrow keys and buttons move between photos, and the browser returns focus
// to the thumbnail that opened it.
import Image from 'next/image'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { GalleryImage } from '@/lib/images'
import styles from './Lightbox.module.css'

export type LightboxProps = {
  images: GalleryImage[]
  /** The photo to show first. */
  start: number
  label: string
  caption: (index: number) => string
  controls: { previous: string; next: string; close: string }
  onClose: () => void
}

export default function Lightbox({
  images,
  start,
  label,
  caption,
  controls,
  onClose,
}: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [current, setCurrent] = useState(start)
  const move = useCallback(
    (step: number) => setCurrent((index) => (index + step + images.length) % images.length),
    [images.length],
  )

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') move(1)
      if (event.key === 'ArrowLeft') move(-1)
    }
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  }, [move])

  const image = images[current].full
  return (
    <dialog ref={dialog} className={styles.lightbox} aria-label={label} onClose={onClose}>
      <figure>
        <Image
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="100vw"
        />
        <figcaption aria-live="polite">{caption(current)}</figcaption>
      </figure>
      <div className={styles.controls}>
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
  )
}
