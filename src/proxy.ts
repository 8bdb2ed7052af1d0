// Locale detection and redirects for public pages (Next 16's middleware), and the
// Content-Security-Policy of every page and of the admin (a nonce per request, see
// src/lib/securityHeaders.ts). /api and static files never pass through here.
import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import { isLocale } from './i18n/locales'
import type { ArticleKind } from '@/lib/site/articleKinds'
import { pathnames } from './i18n/pathnames'
import { localeCookie, routing } from './i18n/routing'
import {
  isUnmeasuredPath,
  measurementCspHosts,
  measurementIds,
  type MeasurementIds,
} from './lib/measurement/ids'
import {
  rememberPolicySettings,
  rememberedPolicySettings,
  type PolicySettings,
} from './lib/measurement/settingsMemo'
import { mapCspHosts, mapTiles } from './lib/map/tiles'
import { cacheTags } from './lib/cacheTags'
import { learnOrigin } from './lib/origin'
import { isPrerenderedPath } from './lib/rendering'
import { normalizedListQuery } from './lib/search/listParams'
import { createTagMemo } from './edge/tagMemo'
import {
  contentSecurityPolicy,
  consentScriptHash,
  createNonce,
  secureCookiesOverHttps,
  setPrerenderedPagePolicy,
} from './lib/securityHeaders'

const intlMiddleware = createMiddleware(routing)

const REWRITTEN = 'x-agency-rewritten'
/** Marks a rewritten request that answers 404 (see the second pass below). */
const MISSING = 'x-agency-missing'

/** The internal path segment under which `[...rest]` renders a kind's not-found text. */
const NOT_FOUND = '_not-found'

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

/** Detail pages found by their id (docs/public-urls.md): /{locale}/{list}/{city}/{slug}/{id}/. */
const BY_ID = /^\/([a-z]{2})\/(for-sale|for-rent|new-builds)\/[^/]+\/[^/]+\/([^/]+)\/$/
/** News items and services, found by their slug: /{locale}/{list}/{slug}/. */
const BY_SLUG = /^\/([a-z]{2})\/(news|services)\/([^/]+)\/$/
const ARTICLE_KINDS = {
  news: ['news'],
  services: ['service', 'service-page'],
} satisfies Record<string, ArticleKind[]>

type Missing = { notFound: string } | { movedTo: string } | null

/**
 * The answers of the lookups below, per process, until a save that may change them expires the
 * lists' tag on any server (src/edge/tagMemo.ts): every publish, unpublish and delete of a
 * property, project or article does (src/lib/revalidate.ts). A cached detail page then costs no
 * query here.
 */
const visible = {
  properties: createTagMemo<boolean>({ tags: [cacheTags.propertyLists] }),
  projects: createTagMemo<boolean>({ tags: [cacheTags.projectLists] }),
  articles: createTagMemo<boolean>({ tags: [cacheTags.articles] }),
}

/**
 * Whether a detail path names content a visitor may see (published, with the visitor's rights;
 * one indexed lookup per id, remembered until the next publish, unpublish or delete). The page
 * itself redirects a stale slug or the wrong list. A missing article's old path (renamed
 * content) redirects to its current one. An editor previewing (draft mode) is left to the page,
 * which reads drafts.
 */
async function missingContent(
  request: NextRequest,
  pathname: string,
  publicPath: string,
): Promise<Missing> {
  if (request.cookies.has('__prerender_bypass')) return null
  const byId = BY_ID.exec(pathname)
  const bySlug = byId ? null : BY_SLUG.exec(pathname)
  if (!byId && !bySlug) return null
  const payloadClient = async () => (await import('./lib/payload')).getPayloadClient()
  if (byId) {
    const [, locale, list, rawId] = byId
    const kind = list === 'new-builds' ? 'project' : 'property'
    const collection = kind === 'project' ? 'projects' : 'properties'
    const id = Number(rawId)
    if (Number.isSafeInteger(id) && id > 0) {
      const found = await visible[collection].get(String(id), async () => {
        const { totalDocs } = await (
          await payloadClient()
        ).count({ collection, where: { id: { equals: id } }, overrideAccess: false })
        return totalDocs > 0
      })
      if (found) return null
    }
    return { notFound: `/${locale}/${NOT_FOUND}/${kind}/` }
  }
  const [, locale, list, rawSlug] = bySlug!
  if (!isLocale(locale)) return null
  let slug: string
  try {
    slug = decodeURIComponent(rawSlug)
  } catch {
    return { notFound: `/${locale}/${NOT_FOUND}/page/` }
  }
  const found = await visible.articles.get(`${locale}/${list}/${slug}`, async () => {
    const { totalDocs } = await (
      await payloadClient()
    ).count({
      collection: 'articles',
      where: {
        and: [
          { kind: { in: ARTICLE_KINDS[list as keyof typeof ARTICLE_KINDS] } },
          { slug: { equals: slug } },
        ],
      },
      locale,
      overrideAccess: false,
    })
    return totalDocs > 0
  })
  if (found) return null
  // Not remembered: an editor may add a redirect (routes) without expiring a tag.
  const { findRedirect } = await import('./lib/data/routes')
  const movedTo = await findRedirect(await payloadClient(), publicPath)
  return movedTo ? { movedTo } : { notFound: `/${locale}/${NOT_FOUND}/page/` }
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

const CSP = 'Content-Security-Policy'

const NO_MEASUREMENT: MeasurementIds = { gtmId: null, ga4Id: null, metaPixelId: null }
const NO_SETTINGS: PolicySettings = { ids: NO_MEASUREMENT, map: null }

/**
 * The agency's measurement ids and street map (site settings), for the hosts the page's policy
 * must allow. Remembered for a minute (src/lib/measurement/settingsMemo.ts); an unreadable
 * database allows nothing more.
 */
async function configuredPolicySettings(): Promise<PolicySettings> {
  const remembered = rememberedPolicySettings()
  if (remembered) return remembered
  let settings = NO_SETTINGS
  try {
    const { getPayloadClient } = await import('./lib/payload')
    const payload = await getPayloadClient()
    const global = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      select: { measurement: true, map: true },
    })
    settings = { ids: measurementIds(global.measurement), map: mapTiles(global.map) }
  } catch {
    // no settings yet (an empty database): no measurement, the offline map
  }
  rememberPolicySettings(settings)
  return settings
}

/** Takes a header off the request that a rewrite or `next()` hands to Next. */
function dropRequestHeader(response: NextResponse, name: string) {
  const key = name.toLowerCase()
  const overridden = response.headers.get('x-middleware-override-headers')
  if (!overridden) return
  response.headers.set(
    'x-middleware-override-headers',
    overridden
      .split(',')
      .filter((header) => header.trim() !== key)
      .join(','),
  )
  response.headers.delete(`x-middleware-request-${key}`)
}

/**
 * The policy of a page rendered per request: Next's scripts by nonce, the layout's own inline
 * script (the cookie banner's, src/lib/consent.ts) by its hash.
 */
async function renderedPagePolicy({ admin, measured }: { admin: boolean; measured: boolean }) {
  const settings = await configuredPolicySettings()
  const measurement = measured ? measurementCspHosts(settings.ids) : { connect: [], img: [] }
  const map = admin ? undefined : mapCspHosts(settings.map)
  const scriptSources = [`'nonce-${createNonce()}'`, ...(admin ? [] : [await consentScriptHash()])]
  return contentSecurityPolicy({ scriptSources, admin, measurement, map })
}

/**
 * A prerendered page is served from the page cache: its policy lists the hashes of its own
 * inline scripts and is added there (src/edge/sharedCacheHandler.mjs calls this function,
 * registered as a process value in src/edge/processValues.mjs). The hosts of the agency's measurement ids and street
 * map come from the memo the proxy keeps fresh (it runs before every page).
 */
function registerPrerenderedPolicy() {
  setPrerenderedPagePolicy((scriptSources) => {
    const settings = rememberedPolicySettings() ?? NO_SETTINGS
    return contentSecurityPolicy({
      scriptSources,
      admin: false,
      measurement: measurementCspHosts(settings.ids),
      map: mapCspHosts(settings.map),
    })
  })
}
registerPrerenderedPolicy()

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

async function localize(request: NextRequest) {
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

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
}
