// Which public pages are prerendered (served from the page cache, the same for every visitor)
// and which are rendered per request (docs/decisions/0020-prerendered-pages.md). The proxy reads
// this to give a rendered page its nonce policy and to leave a prerendered page's policy to the
// page cache (src/edge/sharedCacheHandler.mjs, which hashes the page's inline scripts); the
// e2e test tests/e2e/prerendering.spec.ts checks it against the build's prerender manifest.
// No Node-only imports: the proxy loads this module.

/**
 * The internal paths (under `/[locale]`, as in src/i18n/pathnames.ts) of the pages that are the
 * same for every visitor. A page listed here must use no per-request API (cookies, headers,
 * searchParams, connection); a page rendered per request calls `connection()` or reads its
 * query. Adding a page: decide here, the e2e test tells when the build disagrees.
 */
export const prerenderedPages = [
  '/',
  '/for-sale',
  '/for-sale/q/[query]',
  '/for-rent',
  '/for-rent/q/[query]',
  '/for-sale/[city]/[slug]/[id]',
  '/for-rent/[city]/[slug]/[id]',
  '/new-builds',
  '/new-builds/[city]/[slug]/[id]',
  '/services',
  '/services/[slug]',
  '/news',
  '/news/[slug]',
  '/questions-and-answers',
  '/questions-and-answers/[category]',
  '/questions-and-answers/[category]/[slug]',
  '/method',
  '/step-plan',
  '/strengths',
  '/about-us',
  '/cookie-policy',
  '/privacy-statement',
  '/disclaimer',
  '/favourites',
] as const

const patterns = prerenderedPages.map(
  (page) => new RegExp(`^${page.replace(/\[[^\]]+\]/g, '[^/]+').replace(/\/$/, '')}/?$`),
)

/**
 * Whether a request for this internal path (`/nl/news/open-huis/`) is answered from the page
 * cache. A query string does not matter for these pages (they read none); an editor's preview
 * (draft mode) is always rendered.
 */
export function isPrerenderedPath(
  internalPath: string,
  { previewing }: { previewing: boolean },
): boolean {
  if (previewing) return false
  const [, , ...rest] = internalPath.split('/')
  const path = `/${rest.filter(Boolean).join('/')}`
  return patterns.some((pattern) => pattern.test(path))
}
