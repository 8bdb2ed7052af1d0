import { Picture } from '@/components/layout/Picture'

import type { ImageBlock as ImageBlockData } from '@/payload-types'

import { toImage } from '@/lib/images'
import styles from './Image.module.css'

const sizes: Record<ImageBlockData['width'], string> = {
  content: '(max-width: 767px) 100vw, 720px',
  wide: '(max-width: 960px) 100vw, 1200px',
  full: '100vw',
}

export function ImageBlock({ block }: { block: ImageBlockData }) {
  const image = toImage(block.image, block.width === 'content' ? 'gallery' : 'hero')
  if (!image) return null
  return (
    <figure
      className={`block block--image block--${block.width} ${styles.figure} ${styles[block.width] ?? ''}`}
    >
      <Picture
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes={sizes[block.width]}
        loading="lazy"
      />
      {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  )
}
