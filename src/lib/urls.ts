// Public URLs of content: one place that knows the path patterns of contracts/routes.md.
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { slugifySegment } from '@/lib/domain'

const slug = (text: string | null | undefined) => slugifySegment(text ?? '') || '-'

type Goal = 'sale' | 'rent'

/** The list of a goal, as an internal path of the navigation (`/for-sale`, `/for-rent`). */
export const propertyListRoute = (goal: Goal) => (goal === 'rent' ? '/for-rent' : '/for-sale')

/** The detail route of a goal, as an internal path pattern of the navigation. */
export const propertyDetailRoute = (goal: Goal) =>
  `${propertyListRoute(goal)}/[city]/[slug]/[id]` as const

export const propertyPath = (
  locale: Locale,
  property: { id: number | string; goal: Goal; city: string; title: string },
) =>
  getPathname({
    locale,
    href: {
      pathname: propertyDetailRoute(property.goal),
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
