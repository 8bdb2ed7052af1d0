// Locale detection and redirects for public pages (Next 16's middleware), and the
// Content-Security-Policy of every page and of the admin (a nonce per request, see
// src/lib/securityHeaders.ts). /api and static files never pass through here.
import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { isLocale } from './i18n/locales'
import { localeCookie, routing } from './i18n/routing'
import { contentSecurityPolicy, createNonce, secureCookiesOverHttps } from './lib/securityHeaders'

const intlMiddleware = createMiddleware(routing)

const REWRITTEN = 'x-agency-rewritten'

const CSP = 'Content-Security-Policy'

/**
 * Puts the policy on the response and on the request that Next renders: Next reads the nonce
 * from the request's header and gives it to its inline scripts.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  // The second pass of a rewrite (below) keeps the first pass's nonce.
  const policy =
    (request.headers.get(REWRITTEN) === '1' && request.headers.get(CSP)) ||
    contentSecurityPolicy({ nonce: createNonce(), admin })
  const headers = new Headers(request.headers)
  headers.set(CSP, policy)
  const response = admin
    ? NextResponse.next({ request: { headers } })
    : localize(new NextRequest(request.url, { headers, method: request.method }))
  response.headers.set(CSP, policy)
  // The language cookie (ours on `/?lng=`, next-intl's on a language page) is Secure over https.
  return secureCookiesOverHttps(request, response)
}

function localize(request: NextRequest) {
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
  if (request.headers.get(REWRITTEN) === '1')
    return NextResponse.next({ request: { headers: request.headers } })
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
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
}
