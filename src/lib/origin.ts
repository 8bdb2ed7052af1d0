// The site's public origin for absolute links (canonical and hreflang links, sitemap, robots.txt,
// structured data, mails): SERVER_URL when it is set, else the address the request was made
// to. Forwarding headers (X-Forwarded-Host) count only behind a configured reverse proxy
// (TRUSTED_PROXIES, the same rule as the rate limits); otherwise the Host header decides.
import type { Payload } from 'payload'

import { readProcessValue, writeProcessValue } from '@/edge/processValues.mjs'
import { viaTrustedProxy } from '@/lib/http/clientAddress'

/** Where nothing better is known (no request, no setting): the development server. */
export const DEFAULT_ORIGIN = 'http://localhost:3000'

/** SERVER_URL as an origin (no trailing slash), or null when unset or not a URL. */
const configuredOriginOf = (value: string | undefined): string | null => {
  const raw = value?.trim()
  if (!raw) return null
  try {
    const url = new URL(raw)
    return /^https?:$/.test(url.protocol) ? url.origin : null
  } catch {
    return null
  }
}

export const configuredOrigin = (): string | null => configuredOriginOf(process.env.SERVER_URL)

// A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else may end up
// in a link (a Host header is whatever the client sends).
const HOST =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?))*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

const firstValue = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || null

/**
 * The origin a request was made to, from its headers; null when the host is missing or
 * malformed. The protocol is the one Next.js gives the request (`X-Forwarded-Proto`, which it
 * fills in from the connection when no proxy sent one).
 */
export const originFromHeaders = (
  headers: Headers,
  { trustProxy = viaTrustedProxy(headers) }: { trustProxy?: boolean } = {},
): string | null => {
  const host =
    (trustProxy ? firstValue(headers.get('x-forwarded-host')) : null) ??
    firstValue(headers.get('host'))
  if (!host || !HOST.test(host)) return null
  const protocol = firstValue(headers.get('x-forwarded-proto')) === 'https' ? 'https' : 'http'
  const port = host.match(/:(\d+)$/)?.[1]
  if (port && Number(port) > 65535) return null
  // The default port of the protocol is left out, as browsers do.
  const bare =
    (protocol === 'https' && port === '443') || (protocol === 'http' && port === '80')
      ? host.replace(/:\d+$/, '')
      : host
  return `${protocol}://${bare}`
}

/**
 * The origin for links that carry a secret (password reset tokens): SERVER_URL. Without it, only
 * when the operator vouches for the Host headers that reach the server (ORIGIN_FROM_HOST=1), the
 * origin the proxy learned from the visitors' requests; else the development server's address.
 */
export const secretLinkOrigin = (): string =>
  configuredOrigin() ??
  (process.env.ORIGIN_FROM_HOST === '1' ? readProcessValue('learnedOrigin') : null) ??
  DEFAULT_ORIGIN

/** The origin for links made while answering `request`. */
export const requestOrigin = (request: { headers: Headers }): string =>
  configuredOrigin() ?? originFromHeaders(request.headers) ?? DEFAULT_ORIGIN

/**
 * Without SERVER_URL, the proxy remembers the origin of the page requests it sees (one process,
 * src/edge/processValues.mjs: the proxy's bundle and the pages' share it), for prerendered pages, which cannot
 * read the request's headers. A site reached under several host names must set SERVER_URL.
 */
export const learnOrigin = (headers: Headers) => {
  if (configuredOrigin()) return
  const origin = originFromHeaders(headers)
  if (origin) writeProcessValue('learnedOrigin', origin)
}

/**
 * The origin for links in a page and its metadata: SERVER_URL, else the origin the proxy
 * learned from the visitors' requests (a prerendered page reads no request header, decision
 * 0020).
 */
export const siteOrigin = async (): Promise<string> =>
  configuredOrigin() ?? readProcessValue('learnedOrigin') ?? DEFAULT_ORIGIN

/** The origin for the sitemap and robots.txt (rendered per request): SERVER_URL, else the Host. */
export const requestSiteOrigin = async (): Promise<string> => {
  const configured = configuredOrigin()
  if (configured) return configured
  const { headers } = await import('next/headers')
  return originFromHeaders(await headers()) ?? DEFAULT_ORIGIN
}

/**
 * Why a production server must not start, or null: without SERVER_URL the links of cached pages
 * and mails would follow the Host header a client chose (docs/decisions/0039), unless the
 * operator says, with ORIGIN_FROM_HOST=1, that a proxy in front sends only the site's own host
 * names. Also refused: a SERVER_URL that is not an http(s) URL.
 */
export const productionOriginProblem = (env: NodeJS.ProcessEnv = process.env): string | null => {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return null
  const raw = env.SERVER_URL?.trim()
  if (raw && !configuredOriginOf(raw))
    return `SERVER_URL=${raw} is not an http(s) address. Set it to the public address of the site, e.g. SERVER_URL=https://www.agency.example.`
  if (raw || env.ORIGIN_FROM_HOST === '1') return null
  return (
    'SERVER_URL is not set. A production server needs the public address of the site for the ' +
    'links of its pages and mails, e.g. SERVER_URL=https://www.agency.example. ' +
    "(ORIGIN_FROM_HOST=1 takes them from each request's Host instead: only behind a proxy " +
    'that passes nothing but your own host names.)'
  )
}

let warned = false

/** Once per process at start: a production server without SERVER_URL trusts the Host header. */
export const warnIfNoServerUrl = (payload: Payload) => {
  if (warned || process.env.NODE_ENV !== 'production' || configuredOrigin()) return
  warned = true
  payload.logger.warn(
    'SERVER_URL is not set: the links of pages and mails follow the Host of the requests, and ' +
      'a prerendered page keeps those of the request that rendered it (a production server ' +
      'starts so only with ORIGIN_FROM_HOST=1). Set SERVER_URL to the public address of the site.',
  )
}
