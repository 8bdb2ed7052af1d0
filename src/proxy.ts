// Next's proxy (its middleware) for every page and the admin: /api and static files never pass
// here. Three jobs, one module each under src/edge/proxy/: language and paths (paths.ts), the
// visibility of a detail page's content (visibility.ts), and the Content-Security-Policy
// (policy.ts). This file composes them and decides which page gets which policy.
import { NextRequest, NextResponse } from 'next/server'

import { isUnmeasuredPath } from '@/lib/measurement/ids'
import { learnOrigin } from '@/lib/origin'
import { isPrerenderedPath } from '@/lib/rendering'
import { secureCookiesOverHttps } from '@/lib/securityHeaders'

import { localize, REWRITTEN } from './edge/proxy/paths'
import { CSP, dropRequestHeader, renderedPagePolicy } from './edge/proxy/policy'

/**
 * A page rendered per request gets a nonce policy, on the response and on the request that Next
 * renders (Next reads the nonce from the request's header and gives it to its inline scripts).
 * A prerendered page (src/lib/rendering.ts) gets neither: its policy comes with it from the page
 * cache, and a second policy here would forbid its scripts.
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  learnOrigin(request.headers)
  // The second pass of a rewrite (below) keeps the first pass's decision: the policy, if any,
  // is on its request.
  if (request.headers.get(REWRITTEN) === '1') {
    const response = await localize(request)
    const kept = request.headers.get(CSP)
    if (kept) response.headers.set(CSP, kept)
    return secureCookiesOverHttps(request, response)
  }
  // The owner portal, its login pages and the admin never load the measurement scripts.
  const measured = !admin && !isUnmeasuredPath(pathname)
  // Keeps the settings memo fresh for the prerendered pages' policy too.
  const policy = await renderedPagePolicy({ admin, measured })
  const headers = new Headers(request.headers)
  headers.set(CSP, policy)
  if (admin) {
    const response = NextResponse.next({ request: { headers } })
    response.headers.set(CSP, policy)
    return secureCookiesOverHttps(request, response)
  }
  const response = await localize(new NextRequest(request.url, { headers, method: request.method }))
  const target = response.headers.get('x-middleware-rewrite')
  const internal = target ? new URL(target).pathname : pathname
  const prerendered =
    !response.headers.has('location') &&
    response.status !== 404 &&
    isPrerenderedPath(internal, { previewing: request.cookies.has('__prerender_bypass') })
  if (prerendered) {
    // Next renders the page without a nonce (it finds no policy on the request).
    dropRequestHeader(response, CSP)
  } else response.headers.set(CSP, policy)
  // The language cookie (ours on `/?lng=`, next-intl's on a language page) is Secure over https.
  return secureCookiesOverHttps(request, response)
}

export const config = {
  matcher: [
    // Every page and the admin; file names (a dot) are the site's files and pass by.
    '/((?!api|_next|_vercel|.*\\..*).*)',
    // A file name outside the site's own files ('/x.y', '/.env', '/favicon.ico', '/nl/x.php'):
    // no page is one, and without a language no page can even render it (that answered 500).
    // Here it gets the language redirect if it needs one, then the not-found page and its 404.
    '/((?!api/|_next/|_vercel/|map/|images/|brand/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$|apple-icon\\.png$).*\\..*)',
  ],
}
