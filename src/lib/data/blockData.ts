// What the page hands to the blocks besides the blocks themselves: data that needs a query
// (property cards, latest testimonials) or a global (the agency's contact details). Components
// never query Payload; the page fetches these through src/lib/data and passes them down.
import type { ImageData } from '@/lib/images'
import type { Article } from '@/payload-types'
import type { ProjectCardData } from './projects'
import type { PropertyCardData } from './properties'

export type { ImageData } from '@/lib/images'

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
