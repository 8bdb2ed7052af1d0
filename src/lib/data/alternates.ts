// The same page in every language: the path per language of a route and its params, content
// slugs included. One source for the pages' hreflang alternates and the language switcher.
import 'server-only'

import { unstable_cache } from 'next/cache'

import { articleLists, type ArticleKind } from '@/lib/site/articleKinds'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { MatchedRoute } from '@/i18n/matchRoute'
import { getPathname, type Href } from '@/i18n/navigation'
import { cacheTags } from '@/lib/cacheTags'
import { kindForThankYouSlug } from '@/lib/site/formKinds'
import { thankYouPath } from '@/lib/site/paths'
import { getPayloadClient } from '@/lib/payload'
import { alternatesFor } from '@/lib/seo/alternates'
import { articlePath, projectPath, propertyPath } from '@/lib/site/paths'

import { findQaCategories, findQuestions, getArticle } from './content'
import { getProjectDetail } from './projects'
import { getPropertyDetail } from './properties'

export type LocalePaths = Partial<Record<Locale, string>>

type InEveryLanguage = Partial<Record<Locale, string | null>>

/** One localized text field of a published document in every language, in one cached query. */
const getInEveryLanguage = (
  collection: 'articles' | 'properties' | 'projects',
  field: 'slug' | 'title',
  id: number,
  tag: string,
) =>
  unstable_cache(
    async (): Promise<InEveryLanguage> => {
      const payload = await getPayloadClient()
      const doc = (await payload.findByID({
        collection,
        id,
        locale: 'all',
        depth: 0,
        select: { [field]: true },
        overrideAccess: false,
        disableErrors: true,
      })) as Record<string, unknown> | null
      const value = doc?.[field]
      return value && typeof value === 'object' ? (value as InEveryLanguage) : {}
    },
    ['in-every-language', collection, field, String(id)],
    { tags: [tag], revalidate: 3600 },
  )()

/** A published article's slug in every language (tag: articles). */
const getArticleSlugs = (id: number) =>
  getInEveryLanguage('articles', 'slug', id, cacheTags.articles)

/**
 * A published property's or project's title in every language (tag: the document): its path
 * per language differs only by the title slug.
 */
const getListingTitles = (collection: 'properties' | 'projects', id: number) =>
  getInEveryLanguage(
    collection,
    'title',
    id,
    collection === 'properties' ? cacheTags.property(id) : cacheTags.project(id),
  )

/**
 * The title the page shows in `code`: the one on screen for the page's own language (a preview
 * shows the draft's), else that language's own, else the Dutch one (Payload's locale fallback).
 */
const titleIn = (
  titles: InEveryLanguage,
  code: Locale,
  current: { locale: Locale; title: string },
) =>
  code === current.locale ? current.title : titles[code] || titles[defaultLocale] || current.title

/** The kinds whose pages live under a list (`/news` → news; `/services` → services and sub-pages). */
export const kindsUnder = (list: '/news' | '/services'): ArticleKind[] =>
  (Object.entries(articleLists) as [ArticleKind, string][])
    .filter(([, under]) => under === list)
    .map(([kind]) => kind)

const positiveId = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** One path per language; a language left out has no equivalent of the page. */
const perLocale = async (
  enabled: readonly Locale[],
  build: (code: Locale) => string | null | undefined | Promise<string | null | undefined>,
): Promise<LocalePaths> => {
  const paths = await Promise.all(enabled.map(async (code) => [code, await build(code)] as const))
  return Object.fromEntries(paths.filter(([, path]) => Boolean(path)))
}

/**
 * The public path of the page `route` shows in `locale`, in every enabled language: a
 * property, project, article, Q&A category or question under its own slug in each language, a
 * thank-you page under its language's slug, a fixed page under its translated segments. Empty
 * when the page shows nothing (an unknown slug, a 404).
 */
export async function findLanguagePaths({
  locale,
  route,
  enabled,
}: {
  locale: Locale
  route: MatchedRoute
  enabled: readonly Locale[]
}): Promise<LocalePaths> {
  const { pathname, params } = route
  switch (pathname) {
    case '/for-sale/[city]/[slug]/[id]':
    case '/for-rent/[city]/[slug]/[id]': {
      const id = positiveId(params.id)
      const current = id ? await getPropertyDetail(id, locale) : null
      if (!id || !current) return {}
      const titles = await getListingTitles('properties', id)
      return perLocale(enabled, (code) =>
        propertyPath(code, {
          ...current,
          title: titleIn(titles, code, { locale, title: current.title }),
        }),
      )
    }
    case '/new-builds/[city]/[slug]/[id]': {
      const id = positiveId(params.id)
      const current = id ? await getProjectDetail(id, locale) : null
      if (!id || !current) return {}
      const titles = await getListingTitles('projects', id)
      return perLocale(enabled, (code) =>
        projectPath(code, {
          ...current,
          title: titleIn(titles, code, { locale, title: current.title }),
        }),
      )
    }
    case '/news/[slug]':
    case '/services/[slug]': {
      const list = pathname === '/news/[slug]' ? '/news' : '/services'
      const article = await getArticle({ kinds: kindsUnder(list), slug: params.slug }, locale)
      if (!article) return {}
      const slugs = await getArticleSlugs(article.id)
      return perLocale(enabled, (code) => {
        const slug = code === locale ? article.slug : slugs[code]
        return slug ? articlePath(code, list, { id: article.id, slug }) : null
      })
    }
    case '/questions-and-answers/[category]':
    case '/questions-and-answers/[category]/[slug]': {
      const category = (await findQaCategories(locale)).find((c) => c.slug === params.category)
      if (!category) return {}
      const question =
        pathname === '/questions-and-answers/[category]'
          ? null
          : (await findQuestions(category.id, locale)).find((q) => q.slug === params.slug)
      if (question === undefined) return {}
      return perLocale(enabled, async (code) => {
        const own = (await findQaCategories(code)).find((c) => c.id === category.id)
        if (!own?.slug) return null
        if (!question) {
          const href = { pathname, params: { category: own.slug } }
          return getPathname({ locale: code, href: href as Href })
        }
        const ownQuestion = (await findQuestions(category.id, code)).find(
          (q) => q.id === question.id,
        )
        if (!ownQuestion?.slug) return null
        const href = { pathname, params: { category: own.slug, slug: ownQuestion.slug } }
        return getPathname({ locale: code, href: href as Href })
      })
    }
    case '/owner/[id]': {
      // An owner's property page: the same id under each language's portal path (the page
      // itself decides whether the property is the visitor's).
      const id = positiveId(params.id)
      if (!id) return {}
      const href = { pathname, params: { id: String(id) } }
      return perLocale(enabled, (code) => getPathname({ locale: code, href: href as Href }))
    }
    case '/thank-you/[kind]': {
      const kind = kindForThankYouSlug(params.kind ?? '', locale)
      return kind ? perLocale(enabled, (code) => thankYouPath(code, kind)) : {}
    }
    default:
      // A fixed page: the same internal name in every language.
      if (pathname.includes('[')) return {}
      return perLocale(enabled, (code) => getPathname({ locale: code, href: pathname as Href }))
  }
}

/**
 * hreflang alternates and canonical from the paths, listing only the languages that have the
 * page; undefined when the page has no path in its own language (nothing to declare).
 */
export const alternatesForPaths = (
  locale: Locale,
  paths: LocalePaths,
  enabled: readonly Locale[],
) =>
  paths[locale]
    ? alternatesFor({ locale, hrefs: paths, enabled: enabled.filter((code) => paths[code]) })
    : undefined
