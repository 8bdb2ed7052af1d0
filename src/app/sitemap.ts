// /sitemap.xml: every public, indexable page in every enabled language, with its language
// alternates — the fixed pages of the path table (src/lib/seo/sitemapPages.ts), then
// properties, projects, news and service pages, and the Q&A categories and questions.
import type { MetadataRoute } from 'next'

import { locales, type Locale } from '@/i18n/locales'
import { getPathname, type Href } from '@/i18n/navigation'
import { requestSiteOrigin } from '@/lib/origin'
import { getEnabledLocales } from '@/lib/data/settings'
import {
  findSitemapArticles,
  findSitemapProjects,
  findSitemapProperties,
  findSitemapQa,
} from '@/lib/data/sitemap'
import { sitemapEntries, type SitemapPage } from '@/lib/seo/sitemap'
import { sitemapFixedPages } from '@/lib/seo/sitemapPages'
import { articlePath, projectPath, propertyPath } from '@/lib/site/paths'

export const dynamic = 'force-dynamic'

const everyLocale = (build: (locale: Locale) => string | null) =>
  Object.fromEntries(
    locales.flatMap((locale) => {
      const path = build(locale)
      return path ? [[locale, path]] : []
    }),
  ) as Partial<Record<Locale, string>>

const qaPath = (locale: Locale, category: string | undefined, slug?: string) => {
  if (!category) return null
  const href = slug
    ? { pathname: '/questions-and-answers/[category]/[slug]', params: { category, slug } }
    : { pathname: '/questions-and-answers/[category]', params: { category } }
  return getPathname({ locale, href: href as Href })
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [enabled, properties, projects, articles, qa] = await Promise.all([
    getEnabledLocales(),
    findSitemapProperties(),
    findSitemapProjects(),
    findSitemapArticles(),
    findSitemapQa(),
  ])
  const pages: SitemapPage[] = [
    ...sitemapFixedPages().map((href) => ({
      paths: everyLocale((locale) => getPathname({ locale, href: href as Href })),
    })),
    ...properties.map((property) => ({
      paths: everyLocale((locale) =>
        propertyPath(locale, { ...property, title: property.title[locale] ?? '' }),
      ),
      lastModified: property.updatedAt,
    })),
    ...projects.map((project) => ({
      paths: everyLocale((locale) =>
        projectPath(locale, { ...project, title: project.title[locale] }),
      ),
      lastModified: project.updatedAt,
    })),
    ...articles.map((article) => ({
      paths: everyLocale((locale) => {
        const slug = article.slug[locale]
        return slug ? articlePath(locale, article.list, { id: article.id, slug }) : null
      }),
      lastModified: article.updatedAt,
    })),
    ...qa.flatMap((category) => [
      {
        paths: everyLocale((locale) => qaPath(locale, category.slug[locale])),
        lastModified: category.updatedAt,
      },
      ...category.questions.map((question) => ({
        paths: everyLocale((locale) => {
          const slug = question.slug[locale]
          return slug ? qaPath(locale, category.slug[locale], slug) : null
        }),
        lastModified: question.updatedAt,
      })),
    ]),
  ]
  return sitemapEntries({ origin: await requestSiteOrigin(), enabled, pages })
}
