// The proxy's job for language and paths (docs/public-urls.md): next-intl's localized paths,
// trailing slashes, the language of `/`, not-found answers before rendering, and the internal
// path of a filtered list.
import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { isLocale } from '@/i18n/locales'
import { pathnames } from '@/i18n/pathnames'
import { localeCookie, routing } from '@/i18n/routing'
import { normalizedListQuery } from '@/lib/search/listParams'

import { missingContent } from './visibility'

const intlMiddleware = createMiddleware(routing)

export const REWRITTEN = 'x-agency-rewritten'
/** Marks a rewritten request that answers 404 (see the second pass below). */
const MISSING = 'x-agency-missing'

/** The internal paths of the pages (pathnames.ts), `[param]` as one segment. */
const pages = Object.keys(pathnames).map(
  (path) => new RegExp(`^${path.replace(/\[[^\]]+\]/g, '[^/]+').replace(/\/$/, '')}/?$`),
)

/**
 * Whether an internal path (`/en/for-sale/…/`) is one of the site's pages. Anything else is
 * answered by the `[...rest]` page, which renders the localized "not found" text.
 */
function isPage(pathname: string): boolean {
  const [, locale, ...rest] = pathname.split('/')
  if (!isLocale(locale)) return true // not a language path: Next decides
  const path = `/${rest.filter(Boolean).join('/')}`
  return pages.some((page) => page.test(path))
}

/** The property lists: /{locale}/for-sale/ and /{locale}/for-rent/ (internal paths). */
const LIST = /^\/([a-z]{2})\/(for-sale|for-rent)\/$/

/**
 * A property list with filters in its query is answered by the internal page of its normalised
 * filter set (`/nl/for-sale/q/type%3Dhouse/`), cached once per set (decision 0020); null for
 * any other path or a query without filters (the prerendered list itself).
 */
function filteredList(internal: string, query: URLSearchParams): string | null {
  const list = LIST.exec(internal)
  if (!list || query.size === 0) return null
  const normalized = normalizedListQuery(
    Object.fromEntries([...new Set(query.keys())].map((key) => [key, query.getAll(key)])),
  )
  return normalized ? `${internal}q/${encodeURIComponent(normalized)}/` : null
}

/**
 * Language and paths: a trailing slash on every public path (308), `/?lng=` choosing the
 * language, next-intl's rewrite of a localized path to its internal page, the not-found answer
 * of a path no page claims or of content a visitor may not see, and a filtered list's internal
 * path per filter set.
 */
export async function localize(request: NextRequest) {
  // A plain URL: NextURL would format the pathname by its own trailing-slash rule.
  const url = new URL(request.url)

  // Every public path ends with a slash (docs/public-urls.md).
  if (!url.pathname.endsWith('/')) {
    url.pathname += '/'
    return NextResponse.redirect(url, 308)
  }

  // `/?lng=fr` picks the language before the cookie and Accept-Language do.
  const requested = url.searchParams.get('lng')
  if (url.pathname === '/' && isLocale(requested)) {
    url.searchParams.delete('lng')
    url.pathname = `/${requested}/`
    const response = NextResponse.redirect(url, 307)
    response.cookies.set(localeCookie.name, requested, {
      maxAge: localeCookie.maxAge,
      sameSite: localeCookie.sameSite,
      path: '/',
    })
    return response
  }

  // next-intl rewrites a localized path (/nl/te-koop/) to its internal page (/nl/for-sale/).
  // With trailingSlash, Next 16 runs the proxy a second time on that internal path, where
  // next-intl would redirect back to the public one: a loop. The rewrite marks its request so
  // that the second pass lets it through.
  if (request.headers.get(REWRITTEN) === '1') {
    // Next may serve a rewrite by proxying to itself (when started with a hostname, the rewrite's
    // origin differs from its own), and then this second pass sets the status of the response.
    return NextResponse.next({
      request: { headers: request.headers },
      ...(request.headers.get(MISSING) === '1' ? { status: 404 } : {}),
    })
  }
  const response = intlMiddleware(request)
  if (response.headers.has('location')) return response
  const target = response.headers.get('x-middleware-rewrite')
  // A path no page claims answers 404 here, before rendering: the `[...rest]` page then renders
  // the localized not-found text into the HTML. (A notFound() thrown while rendering gives an
  // empty `<html id="__next_error__">` shell in Next 16, vercel/next.js#62228.)
  // An unknown or unpublished id is decided here too, for the same reason: the rewrite shows
  // the property's not-found text with status 404.
  const internal = new URL(target ?? request.url).pathname
  const content = await missingContent(request, internal, url.pathname)
  if (content && 'movedTo' in content)
    return NextResponse.redirect(new URL(content.movedTo, url), 308)
  const missingId = content?.notFound ?? null
  const missing = missingId !== null || !isPage(internal)
  const filtered = missing ? null : filteredList(internal, url.searchParams)
  if (!target && !missing && !filtered) return response
  const headers = new Headers(request.headers)
  headers.set(REWRITTEN, '1')
  if (missing) headers.set(MISSING, '1')
  else headers.delete(MISSING)
  // Always on the request's own origin: a rewrite to another origin (next-intl's target may
  // carry the Host header's) makes Next proxy it over the network, which fails behind a TLS
  // front (X-Forwarded-Proto: https on a plain-http server).
  const { pathname: targetPath, search: targetSearch } = new URL(target ?? url)
  const destination = new URL(missingId ?? filtered ?? `${targetPath}${targetSearch}`, url)
  const rewritten = NextResponse.rewrite(destination, {
    request: { headers },
    ...(missing ? { status: 404 } : {}),
  })
  response.cookies.getAll().forEach((cookie) => rewritten.cookies.set(cookie))
  return rewritten
}
