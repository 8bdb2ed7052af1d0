// Renders a page-builder layout (an article's, the home page's): one component per block type. Data a block needs
// beyond its own fields (property cards, latest testimonials, contact details) comes in `data`.
import type { Locale } from '@/i18n/locales'
import type { Article } from '@/payload-types'

import { ArticleListBlock } from './ArticleList/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { ContactCardBlock } from './ContactCard/Component'
import { FaqBlock } from './Faq/Component'
import { ImageBlock } from './Image/Component'
import { ProjectListBlock } from './ProjectList/Component'
import { PropertyCarouselBlock } from './PropertyCarousel/Component'
import { RichTextBlock } from './RichText/Component'
import { SearchBoxBlock } from './SearchBox/Component'
import { StepPlanBlock } from './StepPlan/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import type { BlockData } from '@/lib/data/blockData'

export type LayoutBlock = NonNullable<Article['layout']>[number]

export function RenderBlocks({
  blocks,
  locale,
  data = {},
}: {
  blocks: LayoutBlock[] | null | undefined
  locale: Locale
  data?: BlockData
}) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'richText':
            return <RichTextBlock key={key} block={block} />
          case 'image':
            return <ImageBlock key={key} block={block} />
          case 'callToAction':
            return <CallToActionBlock key={key} block={block} locale={locale} />
          case 'propertyCarousel':
            return (
              <PropertyCarouselBlock
                key={key}
                block={block}
                cards={(block.id && data.propertyCards?.[block.id]) || []}
                locale={locale}
              />
            )
          case 'projectList':
            return (
              <ProjectListBlock
                key={key}
                block={block}
                projects={(block.id && data.projectCards?.[block.id]) || []}
                locale={locale}
              />
            )
          case 'articleList':
            return (
              <ArticleListBlock
                key={key}
                block={block}
                articles={(block.id && data.articles?.[block.id]) || []}
                locale={locale}
              />
            )
          case 'searchBox':
            return <SearchBoxBlock key={key} block={block} locale={locale} />
          case 'testimonials':
            return (
              <TestimonialsBlock
                key={key}
                block={block}
                items={(block.id && data.testimonials?.[block.id]) || []}
                locale={locale}
              />
            )
          case 'faq':
            return <FaqBlock key={key} block={block} />
          case 'stepPlan':
            return <StepPlanBlock key={key} block={block} locale={locale} />
          case 'contactCard':
            return (
              <ContactCardBlock key={key} block={block} contact={data.contact} locale={locale} />
            )
          default:
            return null
        }
      })}
    </>
  )
}
