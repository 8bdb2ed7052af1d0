'use client'
// The gallery's one island (Gallery.tsx renders the photos as plain HTML): a click on a photo, or
// on the "all photos" button, opens the lightbox there. The lightbox's code is fetched when a
// photo is first opened: most visits never open one. Until this runs, a photo's link opens the
// full image, as without JavaScript.
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import type { GalleryImage } from '@/lib/images'

import styles from './Gallery.module.css'
import { photoCaption } from './photoCaption'

const Lightbox = dynamic(() => import('./Lightbox'), { ssr: false })

type Props = {
  images: GalleryImage[]
  label: string
  photoLabel: string
  controls: { previous: string; next: string; close: string }
  /** "All 12 photos", or null with one photo. */
  allPhotos: string | null
  children: ReactNode
}

export function GalleryPhotos({ images, label, photoLabel, controls, allPhotos, children }: Props) {
  const [opened, setOpened] = useState<number | null>(null)
  const photos = useRef<HTMLDivElement>(null)
  const caption = (index: number) => photoCaption(photoLabel, index, images.length)

  useEffect(() => {
    const element = photos.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLElement>('a[data-photo]')
      if (!link) return
      event.preventDefault()
      setOpened(Number(link.dataset.photo))
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [])

  return (
    <div ref={photos} className={styles.photos}>
      {children}
      {allPhotos && (
        <button type="button" className={styles.all} onClick={() => setOpened(0)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <rect x="3" y="3" width="7" height="7" rx="1" />
            <rect x="14" y="3" width="7" height="7" rx="1" />
            <rect x="3" y="14" width="7" height="7" rx="1" />
            <rect x="14" y="14" width="7" height="7" rx="1" />
          </svg>
          {allPhotos}
        </button>
      )}
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
    </div>
  )
}
