import 'server-only'

import { unstable_cache } from 'next/cache'

import { articleLists, type ArticleKind } from '@/lib/site/articleKinds'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'

export type SitemapProperty = {
  id: number
  goal: 'sale' | 'rent'
  city: string
  title: Partial<Record<Locale, string>>
  updatedAt: string
}

/** Every published property with its title in every language, in one query. */
export const findSitemapProperties = unstable_cache(
  async (): Promise<SitemapProperty[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { title: true, goal: true, city: true, updatedAt: true },
      overrideAccess: false,
    })
    return docs.map((doc) => {
      const titles = (doc.title ?? {}) as unknown as Partial<Record<Locale, string>>
      return {
        id: doc.id,
        goal: doc.goal,
        city: doc.city,
        // Visitors of a language without a title see the Dutch one (fallback), under that slug.
        title: Object.fromEntries(locales.map((code) => [code, titles[code] || titles.nl || ''])),
        updatedAt: doc.updatedAt,
      }
    })
  },
  ['sitemap-properties'],
  { tags: [cacheTags.propertyLists], revalidate: 3600 },
)

type Localized = Partial<Record<Locale, string>>

/** A localized field read with `locale: 'all'`: the languages that have a value. */
const localized = (value: unknown): Localized =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter(
          ([code, text]) => isLocale(code) && typeof text === 'string' && text.trim() !== '',
        ),
      )
    : {}

/** Every language's value, the Dutch one where a language has none (Payload's fallback). */
const withFallback = (value: unknown): Record<Locale, string> => {
  const own = localized(value)
  return Object.fromEntries(locales.map((code) => [code, own[code] ?? own.nl ?? ''])) as Record<
    Locale,
    string
  >
}

export type SitemapProject = {
  id: number
  city: string
  title: Record<Locale, string>
  updatedAt: string
}

/** Every published new-build project with its title in every language, in one query. */
export const findSitemapProjects = unstable_cache(
  async (): Promise<SitemapProject[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { title: true, city: true, updatedAt: true },
      overrideAccess: false,
    })
    return docs.map((doc) => ({
      id: doc.id,
      city: doc.city,
      title: withFallback(doc.title),
      updatedAt: doc.updatedAt,
    }))
  },
  ['sitemap-projects'],
  { tags: [cacheTags.projectLists], revalidate: 3600 },
)

export type SitemapArticle = {
  id: number
  list: '/news' | '/services'
  /** The slug per language; a language without one has no page of the article. */
  slug: Localized
  updatedAt: string
}

/** Every published article with a page under a list (news, services and their sub-pages). */
export const findSitemapArticles = unstable_cache(
  async (): Promise<SitemapArticle[]> => {
    const payload = await getPayloadClient()
    const kinds = Object.keys(articleLists) as ArticleKind[]
    const { docs } = await payload.find({
      collection: 'articles',
      where: { kind: { in: kinds } },
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { slug: true, kind: true, updatedAt: true },
      overrideAccess: false,
    })
    return docs.flatMap((doc) => {
      const list = articleLists[doc.kind as ArticleKind]
      return list === '/news' || list === '/services'
        ? [{ id: doc.id, list, slug: localized(doc.slug), updatedAt: doc.updatedAt }]
        : []
    })
  },
  ['sitemap-articles'],
  { tags: [cacheTags.articles], revalidate: 3600 },
)

export type SitemapQuestion = { id: number; slug: Localized; updatedAt: string }
export type SitemapQaCategory = SitemapQuestion & { questions: SitemapQuestion[] }

/** The Q&A categories with their published questions, slugs in every language. */
export const findSitemapQa = unstable_cache(
  async (): Promise<SitemapQaCategory[]> => {
    const payload = await getPayloadClient()
    const [categories, questions] = await Promise.all([
      payload.find({
        collection: 'categories',
        where: { kind: { equals: 'qa' } },
        locale: 'all',
        depth: 0,
        limit: 0,
        pagination: false,
        select: { slug: true, updatedAt: true },
        overrideAccess: false,
      }),
      payload.find({
        collection: 'questions',
        locale: 'all',
        depth: 0,
        limit: 0,
        pagination: false,
        select: { slug: true, category: true, updatedAt: true },
        overrideAccess: false,
      }),
    ])
    const categoryOf = (value: unknown) =>
      value && typeof value === 'object' ? (value as { id: number }).id : value
    return categories.docs.map((category) => ({
      id: category.id,
      slug: localized(category.slug),
      updatedAt: category.updatedAt,
      questions: questions.docs
        .filter((question) => categoryOf(question.category) === category.id)
        .map((question) => ({
          id: question.id,
          slug: localized(question.slug),
          updatedAt: question.updatedAt,
        })),
    }))
  },
  ['sitemap-qa'],
  { tags: [cacheTags.articles], revalidate: 3600 },
)
