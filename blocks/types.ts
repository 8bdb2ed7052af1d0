// What the page hands to the blocks besides the blocks themselves: data that needs a query
// (property cards, latest testimonials) or a global (the agency's contact details). Components
// never query Payload; the page fetches these through src/lib/queries and passes them down.
import { mediaPath } from '@/lib/mediaPath'
import type { Article, Media } from '@/payload-types'
import type { ProjectCardData } from '@/lib/queries/projects'
import type { PropertyCardData } from '@/lib/queries/properties'

export type ImageData = {
  url: string
  alt: string
  width: number
  height: number
}

export type TestimonialCardData = {
  id: number | string
  name: string
  aboutYou?: string | null
  opinion: string
  website?: string | null
  date: string
  image?: ImageData | null
}

export type ContactDetails = {
  agencyName: string
  street?: string | null
  zip?: string | null
  city?: string | null
  phone?: string | null
  email?: string | null
}

export type BlockData = {
  /** The cards of each property carousel, by the block's id. */
  propertyCards?: Record<string, PropertyCardData[]>
  /** The testimonials of each testimonials block without chosen ones, by the block's id. */
  testimonials?: Record<string, TestimonialCardData[]>
  /** The project cards of each project list, by the block's id. */
  projectCards?: Record<string, ProjectCardData[]>
  /** The articles of each article list, by the block's id. */
  articles?: Record<string, Article[]>
  contact?: ContactDetails
}

/** An upload as stored (an id when not populated) made into what an <Image> needs; null if unusable. */
export const toImageData = (
  media: number | string | Media | null | undefined,
  size?: keyof NonNullable<Media['sizes']>,
): ImageData | null => {
  if (!media || typeof media !== 'object') return null
  const sized = size ? media.sizes?.[size] : undefined
  const url = sized?.url ?? media.url
  const width = sized?.width ?? media.width
  const height = sized?.height ?? media.height
  if (!url || !width || !height) return null
  return { url: mediaPath(url), alt: media.alt ?? '', width, height }
}
