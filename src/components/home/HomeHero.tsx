// The top of the home page: the editors' photo across the width, the title and introduction on
// it, and the property search. Without a photo the band takes the agency's colour.
import type { ReactNode } from 'react'

import { Picture } from '@/components/layout/Picture'
import type { ImageData } from '@/lib/images'

import styles from './HomeHero.module.css'

export function HomeHero({
  title,
  intro,
  image,
  search,
}: {
  title: string
  intro: string
  image: ImageData | null
  search: ReactNode
}) {
  return (
    <section className={styles.hero} data-photo={image ? '' : undefined}>
      {image ? (
        // Decorative behind the text; the first thing a phone paints (the LCP): loaded first.
        <Picture className={styles.photo} src={image.url} alt="" fill sizes="100vw" preload />
      ) : null}
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        <div className={styles.search}>{search}</div>
      </div>
    </section>
  )
}
