'use client'
// The carousel's previous/next buttons: they scroll the list by one screenful of cards. Without
// JavaScript they are not rendered (the list still scrolls by touch, wheel or keyboard).
import { useEffect, useState } from 'react'

import { useHydrated } from '@/components/forms/useHydrated'

import styles from './Carousel.module.css'

type Props = { listId: string; previous: string; next: string }

export function CarouselButtons({ listId, previous, next }: Props) {
  const hydrated = useHydrated()
  const [edges, setEdges] = useState({ start: true, end: false })

  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list) return
    const update = () =>
      setEdges({
        start: list.scrollLeft <= 1,
        end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
      })
    update()
    list.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      list.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [listId])

  if (!hydrated) return null
  const scroll = (direction: 1 | -1) => {
    const list = document.getElementById(listId)
    if (!list) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollBy({ left: direction * list.clientWidth, behavior: still ? 'auto' : 'smooth' })
  }
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={styles.button}
        aria-controls={listId}
        aria-disabled={edges.start}
        onClick={() => !edges.start && scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{previous}</span>
      </button>
      <button
        type="button"
        className={styles.button}
        aria-controls={listId}
        aria-disabled={edges.end}
        onClick={() => !edges.end && scroll(1)}
      >
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{next}</span>
      </button>
    </div>
  )
}
