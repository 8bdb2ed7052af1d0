// Reads of editorial content (articles, Q&A, testimonials) for the pages, published only, cached
// per locale and tagged so that an edit refreshes exactly what shows it.
import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'
import { cache } from 'react'

import { toImage } from '@/lib/images'
import type { ArticleKind } from '@/lib/site/articleKinds'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import { readPublishedOrPreview } from '@/lib/preview'
import { parseListParams } from '@/lib/search/listParams'
import type { Article, Category, Question, Testimonial } from '@/payload-types'

import type { BlockData, TestimonialCardData } from './blockData'
import { findProjects } from './projects'
import { findAvailableProperties, findFeaturedProperties } from './properties'
import { getSiteIdentity } from './settings'

type LayoutBlock = NonNullable<Article['layout']>[number]

const tagged = <T>(key: string[], tags: string[], load: () => Promise<T>) =>
  unstable_cache(load, key, { tags, revalidate: 3600 })()

export const findArticles = cache((kinds: ArticleKind[], locale: Locale, limit = 50) =>
  tagged(['articles', kinds.join(','), locale, String(limit)], [cacheTags.articles], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'articles',
      where: { kind: { in: kinds } },
      sort: ['-publishedAt', '-createdAt'],
      locale,
      depth: 1,
      limit,
      overrideAccess: false,
    })
    return docs
  }),
)

/** The newest article of `kinds` (with `slug`), published or previewed, or null. */
export const getArticle = cache(
  (where: { kinds: ArticleKind[]; slug?: string }, locale: Locale): Promise<Article | null> =>
    readPublishedOrPreview(
      async (as) => {
        const payload = await getPayloadClient()
        const and: Where[] = [{ kind: { in: where.kinds } }]
        if (where.slug) and.push({ slug: { equals: where.slug } })
        const { docs } = await payload.find({
          collection: 'articles',
          where: { and },
          sort: '-publishedAt',
          locale,
          depth: 2,
          limit: 1,
          overrideAccess: false,
          ...as,
        })
        return docs[0] ?? null
      },
      { key: ['article', JSON.stringify(where), locale], tags: [cacheTags.articles] },
    ),
)

export const toTestimonialCard = (doc: Testimonial): TestimonialCardData => ({
  id: doc.id,
  name: doc.name,
  aboutYou: doc.aboutYou,
  opinion: doc.opinion,
  website: doc.website,
  date: doc.date ?? doc.createdAt,
  image: toImage(doc.image, 'card'),
})

export const findTestimonials = cache((locale: Locale, limit = 50) =>
  tagged(['testimonials', locale, String(limit)], [cacheTags.testimonials], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      sort: '-date',
      locale,
      depth: 1,
      limit,
      overrideAccess: false,
    })
    return docs.map(toTestimonialCard)
  }),
)

export const findQaCategories = cache((locale: Locale) =>
  tagged(['qa-categories', locale], [cacheTags.articles], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      where: { kind: { equals: 'qa' } },
      sort: 'name',
      locale,
      depth: 0,
      limit: 100,
      overrideAccess: false,
    })
    return docs as Category[]
  }),
)

export const findQuestions = cache((categoryId: number, locale: Locale) =>
  readPublishedOrPreview(
    async (as) => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'questions',
        where: { category: { equals: categoryId } },
        sort: 'question',
        locale,
        depth: 0,
        limit: 200,
        overrideAccess: false,
        ...as,
      })
      return docs as Question[]
    },
    { key: ['qa-questions', String(categoryId), locale], tags: [cacheTags.articles] },
  ),
)

/** What the blocks of a layout need besides their own fields, fetched in parallel. */
export const resolveBlockData = async (
  blocks: LayoutBlock[] | null | undefined,
  locale: Locale,
) => {
  const data: BlockData = {
    contact: await getSiteIdentity(),
    propertyCards: {},
    testimonials: {},
    projectCards: {},
    articles: {},
  }
  await Promise.all(
    (blocks ?? []).map(async (block) => {
      if (!block.id) return
      if (block.blockType === 'propertyCarousel') {
        const params = parseListParams({
          type: block.type ?? undefined,
          city: block.city ?? undefined,
        })
        const result = block.featuredOnly
          ? await findFeaturedProperties(block.goal, locale, params, block.limit)
          : await findAvailableProperties(block.goal, locale, params, block.limit)
        data.propertyCards![block.id] = result.properties
      }
      if (block.blockType === 'projectList') {
        data.projectCards![block.id] = (await findProjects(locale)).slice(0, block.limit)
      }
      if (block.blockType === 'articleList') {
        data.articles![block.id] = await findArticles([block.kind], locale, block.limit)
      }
      if (block.blockType === 'testimonials' && !block.testimonials?.length) {
        data.testimonials![block.id] = await findTestimonials(locale, block.limit)
      }
    }),
  )
  return data
}
