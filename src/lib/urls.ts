// Public URLs of content: one place that knows the path patterns of contracts/routes.md.
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { slugifySegment } from '@/lib/domain'

const slug = (text: string | null | undefined) => slugifySegment(text ?? '') || '-'

export const propertyPath = (
  locale: Locale,
  property: { id: number | string; goal: 'sale' | 'rent'; city: string; title: string },
) =>
  getPathname({
    locale,
    href: {
      pathname:
        property.goal === 'rent' ? '/for-rent/[city]/[slug]/[id]' : '/for-sale/[city]/[slug]/[id]',
      params: { city: slug(property.city), slug: slug(property.title), id: String(property.id) },
    },
  })

export const projectPath = (
  locale: Locale,
  project: { id: number | string; city: string; title: string },
) =>
  getPathname({
    locale,
    href: {
      pathname: '/new-builds/[city]/[slug]/[id]',
      params: { city: slug(project.city), slug: slug(project.title), id: String(project.id) },
    },
  })

/** The page of a news item or a service (list segment per language, then the article's slug). */
export const articlePath = (
  locale: Locale,
  list: '/news' | '/services',
  article: { id: number | string; slug?: string | null },
) =>
  getPathname({
    locale,
    href: {
      pathname: list === '/news' ? '/news/[slug]' : '/services/[slug]',
      params: { slug: article.slug ?? String(article.id) },
    },
  })
