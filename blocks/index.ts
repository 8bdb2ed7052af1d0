// The blocks of the page builder, in the order the block picker shows them.
import type { Block } from 'payload'

import { CallToAction } from './CallToAction/config'
import { ContactCard } from './ContactCard/config'
import { Faq } from './Faq/config'
import { Image } from './Image/config'
import { PropertyCarousel } from './PropertyCarousel/config'
import { RichText } from './RichText/config'
import { StepPlan } from './StepPlan/config'
import { Testimonials } from './Testimonials/config'

export const pageBlocks: Block[] = [
  RichText,
  Image,
  CallToAction,
  PropertyCarousel,
  Testimonials,
  Faq,
  StepPlan,
  ContactCard,
]
