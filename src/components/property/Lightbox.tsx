'use client'
// The photo lightbox, fetched when a visitor first opens a photo (GalleryPhotos): a native
// <dialog> over the whole screen. The photos lie side by side in a scroll-snapped track, so a
// finger swipes them and a trackpad scrolls them; the arrow buttons and keys move one photo, the
// thumbnails jump to one, Escape or the cross closes, and the browser returns focus to what
// opened it. While a photo loads, its small card-size file stands in its place (the slide's
// background): no black frame, and the photo does not move when it arrives.
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
  const track = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(start)

  /** The index of the photo that fills most of the track. */
  const inView = useCallback(() => {
    const element = track.current
    return element ? Math.round(element.scrollLeft / Math.max(1, element.clientWidth)) : 0
  }, [])

  /** Scrolls the track to photo `index` (wrapping round at both ends). */
  const show = useCallback(
    (index: number, behavior: ScrollBehavior = 'smooth') => {
      const element = track.current
      if (!element) return
      const target = (index + images.length) % images.length
      element.scrollTo({ left: target * element.clientWidth, behavior })
      setCurrent(target)
    },
    [images.length],
  )

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    show(start, 'instant')
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
      // One photo per key, not the browser's own scrolling of the focused track as well.
      event.preventDefault()
      show(inView() + (event.key === 'ArrowRight' ? 1 : -1))
    }
    element.addEventListener('keydown', onKey)
    return () => element.removeEventListener('keydown', onKey)
  }, [show, start, inView])

  // After a swipe the counter and the thumbnails follow the photo in view.
  useEffect(() => {
    const element = track.current
    if (!element) return
    const onScroll = () => setCurrent(inView())
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [inView])

  return (
    <dialog ref={dialog} className={styles.lightbox} aria-label={label} onClose={onClose}>
      <form method="dialog" className={styles.close}>
        <button type="submit" aria-label={controls.close} title={controls.close}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </form>
      <figure className={styles.figure}>
        <figcaption className={styles.counter} aria-live="polite">
          {caption(current)}
        </figcaption>
        {/* A region that scrolls is reachable by keyboard: the track takes focus. */}
        <ul ref={track} className={styles.track} tabIndex={0} aria-label={label}>
          {images.map((image, index) => (
            <li
              key={image.full.url}
              className={styles.slide}
              aria-hidden={index !== current}
              style={{ backgroundImage: `url("${image.thumb.url}")` }}
            >
              {/* The photos next to the one shown load too, so a swipe shows a photo, not a wait. */}
              {Math.abs(index - current) <= 1 || Math.abs(index - current) === images.length - 1 ? (
                <Image
                  src={image.full.url}
                  alt={image.full.alt}
                  width={image.full.width}
                  height={image.full.height}
                  sizes="100vw"
                  loading="eager"
                />
              ) : null}
            </li>
          ))}
        </ul>
      </figure>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={controls.previous}
            title={controls.previous}
            onClick={() => show(current - 1)}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={controls.next}
            title={controls.next}
            onClick={() => show(current + 1)}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
          <ul className={styles.thumbs}>
            {images.map((image, index) => (
              <li key={image.thumb.url}>
                <button
                  type="button"
                  aria-label={caption(index)}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={image.thumb.url} alt="" width={96} height={64} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </dialog>
  )
}
