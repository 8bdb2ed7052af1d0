// The blocks of the page builder, in the order the block picker shows them.
import type { Block } from 'payload'

import { ArticleList } from './ArticleList/config'
import { CallToAction } from './CallToAction/config'
import { ContactCard } from './ContactCard/config'
import { Faq } from './Faq/config'
import { Image } from './Image/config'
import { ProjectList } from './ProjectList/config'
import { PropertyCarousel } from './PropertyCarousel/config'
import { RichText } from './RichText/config'
import { SearchBox } from './SearchBox/config'
import { StepPlan } from './StepPlan/config'
import { Testimonials } from './Testimonials/config'

export const pageBlocks: Block[] = [
  RichText,
  Image,
  CallToAction,
  PropertyCarousel,
  ProjectList,
  ArticleList,
  SearchBox,
  Testimonials,
  Faq,
  StepPlan,
  ContactCard,
]
