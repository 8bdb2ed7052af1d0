// A photo of a public page as plain HTML: the same optimized files and attributes as next/image
// (its getImageProps), but no client component — a list of 12 cards no longer hydrates 12 image
// islands (docs/speed.md, decision 0040). Same props as next/image; a `preload` photo (the first
// cards, the hero: the page's LCP candidates) loads eagerly with high priority and is announced
// in the document's head, as next/image does.
import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

type Props = Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'onLoadingComplete' | 'loader'>

/**
 * The srcset without the widths above the file's own but the first: the optimizer does not
 * enlarge, so a 640 px card photo offered at 960, 1 280, 1 600 and 1 920 px would be the same
 * file four more times — in the srcset the page carries twice (HTML and Flight data) per card.
 */
export const trimSrcSet = (srcSet: string, fileWidth: number) => {
  const entries = srcSet.split(', ').map((entry) => {
    const [url, width] = entry.split(' ')
    return { url, entry, width: Number.parseInt(width ?? '', 10) }
  })
  const firstAtLeast = entries.findIndex((item) => item.width >= fileWidth)
  const kept = firstAtLeast === -1 ? entries : entries.slice(0, firstAtLeast + 1)
  return { srcSet: kept.map((item) => item.entry).join(', '), src: kept[kept.length - 1].url }
}

export function Picture(image: Props) {
  const { props } = getImageProps(image.preload ? { fetchPriority: 'high', ...image } : image)
  if (props.srcSet && typeof image.width === 'number' && !image.fill) {
    Object.assign(props, trimSrcSet(props.srcSet, image.width))
  }
  if (image.preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // getImageProps gives every attribute of next/image's <img>, alt included.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />
}
