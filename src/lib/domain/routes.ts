// Lookups in the table of friendly paths (the Routes collection): internal path ↔ public path
// per language, breadcrumbs and parent paths.
import { isLocale, LOCALES, type Locale } from './types'

export type RouteType = 'page' | 'article' | 'category' | 'feedback' | 'login'

export type RouteBreadcrumb = {
  name: Partial<Record<Locale, string | null>>
  public?: boolean | null
  /** Where this crumb links to: an original path ("/for-sale/") or a public one ("/nl/te-koop/"). */
  parentPath?: string | null
}

export type RouteEntry = {
  originalPath: string
  type: RouteType
  breadcrumbs?: readonly RouteBreadcrumb[] | null
  publicPaths: Partial<Record<Locale, string | null>>
  /** A project with a site of its own; not a path of ours, so the lookups leave it alone. */
  externalLink?: string | null
}

export type RouteTable = readonly RouteEntry[]

/** The bare list paths that fall back on the path segment when the table has no entry for them. */
const LIST_PATHS = ['/for-sale/', '/for-rent/']

type Match = { entry: RouteEntry; locale: Locale | null }

/** Leading and trailing slash, no query string or fragment: "nl/te-koop?x=1" → "/nl/te-koop/". */
export function normalizePath(path: string): string {
  const bare = path.trim().replace(/[?#].*$/, '')
  const segments = bare.split('/').filter(Boolean)
  return segments.length ? `/${segments.join('/')}/` : '/'
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** "/nl/te-koop/gent/villa/12/" → "/nl/te-koop/": the language prefix and the list segment. */
function listPrefix(publicPath: string): string {
  const [first, second] = segmentsOf(publicPath)
  if (!first) return '/'
  return isLocale(first) && second ? `/${first}/${second}/` : `/${first}/`
}

function match(table: RouteTable, path: string): Match | null {
  const wanted = normalizePath(path)
  const byOriginal = table.find((entry) => normalizePath(entry.originalPath) === wanted)
  if (byOriginal) return { entry: byOriginal, locale: null }
  for (const entry of table) {
    const locale = LOCALES.find((l) => {
      const candidate = entry.publicPaths[l]
      return candidate ? normalizePath(candidate) === wanted : false
    })
    if (locale) return { entry, locale }
  }
  return null
}

/**
 * A bare list path without an entry of its own, matched through the entries that lie under it:
 * "/for-sale/" through entries whose original path starts with it or whose first crumb links to
 * it; a public "/nl/te-koop/" through entries whose Dutch path starts with it.
 */
function matchList(table: RouteTable, path: string): Match | null {
  const wanted = normalizePath(path)
  const segments = segmentsOf(wanted)
  if (LIST_PATHS.includes(wanted)) {
    const entry = table.find((e) => {
      const original = normalizePath(e.originalPath)
      const crumb = e.breadcrumbs?.[0]?.parentPath
      return (
        (original.startsWith(wanted) && original !== wanted) ||
        (crumb ? normalizePath(crumb) === wanted : false)
      )
    })
    return entry ? { entry, locale: null } : null
  }
  const [locale] = segments
  if (segments.length !== 2 || !isLocale(locale)) return null
  const entry = table.find((e) => {
    const candidate = e.publicPaths[locale]
    return candidate ? normalizePath(candidate).startsWith(wanted) : false
  })
  return entry ? { entry, locale } : null
}

/** The language home "/", "/nl/" … without an entry: it exists in every language. */
const isHome = (path: string) => {
  const segments = segmentsOf(normalizePath(path))
  return segments.length === 0 || (segments.length === 1 && isLocale(segments[0]))
}

function resolve(table: RouteTable, path: string, locale: Locale): string {
  const found = match(table, path)
  if (found) {
    const target = found.entry.publicPaths[locale]
    return target ? normalizePath(target) : '/'
  }
  if (isHome(path)) return `/${locale}/`
  const list = matchList(table, path)
  const target = list?.entry.publicPaths[locale]
  return target ? listPrefix(normalizePath(target)) : '/'
}

/**
 * The public path of an original path in a language (`/for-sale/` → `/nl/te-koop/`); `/` when it
 * cannot be resolved.
 *
 * Decisions:
 * - Paths compare without regard to a trailing slash, query string or fragment; results end in
 *   a slash and carry no query (the caller re-appends filters).
 * - The language home needs no entry: `/` (or any `/xx/`) gives `/{locale}/`.
 * - The segment fallback also covers public list paths (`/nl/nieuws/` → `/fr/actualites/` through
 *   the news articles under it), because every content path starts with its list segment; for
 *   original paths it is limited to `/for-sale/` and `/for-rent/`, the only lists whose items'
 *   original paths (`/property/{id}/`) do not say which list they belong to.
 * - An entry without a path in the wanted language gives `/` (no silent switch to another
 *   language).
 */
export function localizePath(table: RouteTable, originalPath: string, locale: Locale): string {
  return resolve(table, originalPath, locale)
}

/** The same page in another language (`/nl/te-koop/` → `/fr/a-vendre/`); `/` when unresolvable. */
export function translatePath(table: RouteTable, publicPath: string, toLocale: Locale): string {
  return resolve(table, publicPath, toLocale)
}

/**
 * Where "back" leads from a page: the first breadcrumb entry's path; `/` when unresolvable.
 * Decision: looked up by a public path, the parent is given in that path's language, so a stored
 * original parent ("/for-sale/") is localised ("/fr/a-vendre/").
 */
export function parentPath(table: RouteTable, path: string): string {
  const found = match(table, path)
  const parent = found?.entry.breadcrumbs?.[0]?.parentPath
  if (!found || !parent) return '/'
  const normalized = normalizePath(parent)
  const { locale } = found
  if (!locale || normalized.startsWith(`/${locale}/`)) return normalized
  return resolve(table, normalized, locale)
}

/**
 * The breadcrumb list of a page, found by its original or public path (a trailing slash is
 * ignored); an empty list when unresolvable.
 * Decision: a bare list path without an entry gets the first crumb of an entry under it, which is
 * the list's own crumb.
 */
export function findBreadcrumb(table: RouteTable, path: string): RouteBreadcrumb[] {
  const found = match(table, path)
  if (found) return [...(found.entry.breadcrumbs ?? [])]
  const list = matchList(table, path)
  return list?.entry.breadcrumbs?.slice(0, 1) ?? []
}
