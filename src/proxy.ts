// Locale detection and redirects for public pages (Next 16's middleware). /api and /admin never
// pass through here.
import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { isLocale } from './i18n/locales'
import { localeCookie, routing } from './i18n/routing'

const intlMiddleware = createMiddleware(routing)

const REWRITTEN = 'x-agency-rewritten'

export default function proxy(request: NextRequest) {
  // A plain URL: NextURL would format the pathname by its own trailing-slash rule.
  const url = new URL(request.url)

  // Every public path ends with a slash (contracts/routes.md).
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
  if (request.headers.get(REWRITTEN) === '1') return NextResponse.next()
  const response = intlMiddleware(request)
  const target = response.headers.get('x-middleware-rewrite')
  if (!target) return response
  const headers = new Headers(request.headers)
  headers.set(REWRITTEN, '1')
  const rewritten = NextResponse.rewrite(target, { request: { headers } })
  response.cookies.getAll().forEach((cookie) => rewritten.cookies.set(cookie))
  return rewritten
}

export const config = {
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
}
