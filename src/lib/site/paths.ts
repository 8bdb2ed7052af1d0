// The one path builder: every public path of the site is made here, for the pages, the sitemap,
// the language switcher, the route table, mails and alerts (docs/public-urls.md). Pure: it takes
// the language (and, for an absolute link, the site's origin) as arguments and reads nothing.
import type { Locale } from '@/i18n/locales'
import { pathnames, type AppPathname } from '@/i18n/pathnames'
import { slugifyPath, slugifySegment } from '@/lib/domain/paths'

import { thankYouSlugs, type FormKind } from './formKinds'
import { listRouteOf, type Goal } from './goals'

/** The fixed pages under which content lives (`/nl/nieuws/{slug}/` …). */
export type ListKey = Exclude<AppPathname, '/' | '/thank-you/[kind]'>

/** A list's segment in a language without slashes: ('/news', 'fr') → 'actualites'. */
export const listSegment = (list: ListKey, locale: Locale): string => {
  const localized = pathnames[list]
  const path = typeof localized === 'string' ? localized : localized[locale]
  return path.replace(/^\/|\/$/g, '')
}

/** The public path of a fixed page: ('/news', 'fr') → '/fr/actualites/'; ('/', 'de') → '/de/'. */
export const listPath = (list: ListKey | '/', locale: Locale): string =>
  list === '/' ? `/${locale}/` : `/${locale}/${listSegment(list, locale)}/`

/**
 * A content path under a list, each name slugified with the domain's path rule and empty names
 * left out: ('/news', 'de', 'Über uns') → '/de/neuigkeiten/uber-uns/'.
 */
export const contentPath = (
  list: ListKey,
  locale: Locale,
  ...names: (string | number | null | undefined)[]
): string =>
  `/${locale}/${listSegment(list, locale)}${slugifyPath(...names.map((name) => (name == null ? '' : String(name))))}`

/** A detail page's path: city and title slugs ('-' when one slugifies to nothing), then the id. */
const detailPath = (
  list: ListKey,
  locale: Locale,
  doc: { id: number | string; city?: string | null; title?: string | null },
) => {
  const segment = (text: string | null | undefined) => slugifySegment(text ?? '') || '-'
  return `/${locale}/${listSegment(list, locale)}/${segment(doc.city)}/${segment(doc.title)}/${doc.id}/`
}

export type Listed = {
  id: number | string
  goal?: Goal | string | null
  city?: string | null
  title?: string | null
}

/** /nl/te-koop/{city}/{title}/{id}/ or /nl/te-huur/…: a property's page in a language. */
export const propertyPath = (locale: Locale, property: Listed): string =>
  detailPath(listRouteOf(property.goal === 'rent' ? 'rent' : 'sale'), locale, property)

/** /nl/nieuwbouw/{city}/{title}/{id}/: a new-build project's page in a language. */
export const projectPath = (
  locale: Locale,
  project: { id: number | string; city?: string | null; title?: string | null },
): string => detailPath('/new-builds', locale, project)

/** A news item or a service: the list's segment in the language, then the article's slug. */
export const articlePath = (
  locale: Locale,
  list: '/news' | '/services',
  article: { id: number | string; slug?: string | null },
): string => `/${locale}/${listSegment(list, locale)}/${article.slug ?? String(article.id)}/`

/** A question of the Q&A under its category: /nl/vraag-en-antwoord/{category}/{question}/. */
export const questionPath = (locale: Locale, category: string, slug?: string | null): string =>
  contentPath('/questions-and-answers', locale, category, slug)

/** The thank-you page of a form: /nl/bedankt/{the kind's slug in that language}/. */
export const thankYouPath = (locale: Locale, kind: FormKind): string => {
  const base = pathnames['/thank-you/[kind]'][locale].replace('[kind]', thankYouSlugs[kind][locale])
  return `/${locale}${base}/`
}

/** An absolute link: the site's origin (no trailing slash) before a path of this module. */
export const absoluteUrl = (origin: string, path: string): string =>
  `${origin.replace(/\/+$/, '')}${path}`
