// The fixed pages of the sitemap: every page of the path table without a parameter, except the
// pages a search engine must not index. Each of those says `robots: { index: false }` in its
// own metadata; a unit test holds this list and the pages' metadata together.
import { pathnames, type AppPathname } from '@/i18n/pathnames'

/**
 * Pages for one visitor only, or of no use found through a search engine: the owner portal and
 * its login pages; the favourites, a different list in every browser; the management page of a
 * saved search, a 404 without its token.
 */
export const notIndexedPages: readonly AppPathname[] = [
  '/favourites',
  '/keep-me-informed/manage',
  '/login',
  '/login/forgot-password',
  '/login/new-password',
  '/owner',
  '/owner/profile',
]

/** The pages of the path table without a parameter that search engines may index. */
export const sitemapFixedPages = (): AppPathname[] =>
  (Object.keys(pathnames) as AppPathname[]).filter(
    (pathname) => !pathname.includes('[') && !notIndexedPages.includes(pathname),
  )
