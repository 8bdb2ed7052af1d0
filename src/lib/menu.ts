// The editors' menus (globals/Navigation.ts) as plain links: a fixed page, an article or an
// external address, resolved to an href in the visitor's language.
import { linkRoutes, type LinkRouteKey } from '@/lib/site/linkRoutes'
import { articlePublicPath } from '@/lib/site/articleKinds'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

export type MenuLink = {
  label: string
  href: string
  /** Outside the site: a plain link, opened in a new tab when the editor asked for it. */
  external: boolean
  newTab: boolean
}

export type StoredLink = {
  label?: string | null
  kind?: 'route' | 'article' | 'external' | null
  route?: LinkRouteKey | null
  article?: number | { kind?: string | null; slug?: string | null } | null
  url?: string | null
  newTab?: boolean | null
}

/** The link in `locale`, or null when it leads nowhere (no label, an unpublished article …). */
export function resolveMenuLink(
  link: StoredLink | null | undefined,
  locale: Locale,
): MenuLink | null {
  const label = link?.label?.trim()
  if (!link || !label) return null
  const kind = link.kind ?? 'route'
  if (kind === 'route' && link.route && link.route in linkRoutes) {
    const href = getPathname({ locale, href: linkRoutes[link.route] })
    return { label, href, external: false, newTab: false }
  }
  if (kind === 'article' && link.article && typeof link.article === 'object') {
    const href = articlePublicPath(link.article, locale)
    return href ? { label, href, external: false, newTab: false } : null
  }
  if (kind === 'external' && link.url?.trim()) {
    return { label, href: link.url.trim(), external: true, newTab: Boolean(link.newTab) }
  }
  return null
}

/** A menu's links that lead somewhere, without the ones whose href `skip` already shows. */
export const resolveMenu = (
  rows: readonly { link?: StoredLink | null }[] | null | undefined,
  locale: Locale,
  skip: readonly string[] = [],
): MenuLink[] =>
  (rows ?? [])
    .map((row) => resolveMenuLink(row.link, locale))
    .filter((link): link is MenuLink => link !== null && !skip.includes(link.href))
