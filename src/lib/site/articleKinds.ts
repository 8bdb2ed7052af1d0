// The kinds of article and where each one lives on the site: the route hook, the menus, the
// sitemap and the pages ask here (docs/public-urls.md).
import type { Locale } from '@/i18n/locales'

import { contentPath, listPath, type ListKey } from './paths'

export const articleKinds = [
  'news',
  'service',
  'service-page',
  'strength',
  'method',
  'step-plan',
  'bottom-block',
  'about',
  'privacy',
  'cookie-policy',
  'disclaimer',
  'free-advice',
] as const
export type ArticleKind = (typeof articleKinds)[number]

/** Kinds with a page of their own under a list: /{locale}/{list}/{slug}/ (docs/public-urls.md). */
export const articleLists: Partial<Record<ArticleKind, ListKey>> = {
  news: '/news',
  service: '/services',
  'service-page': '/services',
}

/**
 * Kinds that are the content of one fixed page of the site; the page's path is theirs. The
 * strengths share one page that shows them all.
 */
export const articleFixedPages: Partial<Record<ArticleKind, ListKey>> = {
  about: '/about-us',
  privacy: '/privacy-statement',
  'cookie-policy': '/cookie-policy',
  disclaimer: '/disclaimer',
  'free-advice': '/free-advice',
  method: '/method',
  'step-plan': '/step-plan',
  strength: '/strengths',
}

/**
 * Where an article is read in a language; null for the kinds shown only inside other pages
 * (bottom blocks) or for a listed article without a slug.
 */
export function articlePublicPath(
  { kind, slug }: { kind?: string | null; slug?: string | null },
  locale: Locale,
): string | null {
  const list = kind ? articleLists[kind as ArticleKind] : undefined
  if (list) return slug ? contentPath(list, locale, slug) : null
  const fixed = kind ? articleFixedPages[kind as ArticleKind] : undefined
  return fixed ? listPath(fixed, locale) : null
}
