// The security headers of every response (issue 11, point 10; decision 0014). Next's config
// (next.config.ts) sets the ones that are the same everywhere, on pages, API and static files;
// the proxy (src/proxy.ts) sets the Content-Security-Policy of pages and of the admin, which
// carries a fresh nonce per request: Next reads it from the request's CSP header and puts it on
// its own inline scripts, so no inline script runs without it ('unsafe-inline' is never allowed
// for scripts). This module runs in the proxy too: no Node-only imports.
import type { NextResponse } from 'next/server'

// Relative, not '@/…': next.config.ts imports this module, and its loader resolves aliases from
// the project root while requiring from this file's folder.
import { writeProcessValue } from '../edge/processValues.mjs'

import { CONSENT_CHOSEN_SCRIPT } from './consent'

const isDevelopment = () => process.env.NODE_ENV === 'development'
const isProduction = () => process.env.NODE_ENV === 'production'

/** A configured address on plain http (a local production run) turns off what needs https. */
const plainHttp = () => /^http:\/\//i.test(process.env.SERVER_URL ?? '')

/** HSTS for a year in production (browsers ignore it on a plain-http answer). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/** The headers every response carries (next.config.ts `headers()`). */
export function commonSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      // Only features Chromium knows: an unknown one ('bluetooth') is a console warning on
      // every page.
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(isProduction() ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ]
}

/**
 * API answers and uploaded files are never pages: nothing in them runs, nothing frames them.
 * A file that would be read as HTML or SVG by a browser can run no script (sandbox).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox"

/** A fresh random nonce (Web Crypto: works in the proxy's runtime and in Node). */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/**
 * The policy of a public page or of the admin panel.
 * - scripts: on a page rendered per request, only Next's own, by nonce; 'strict-dynamic' lets
 *   them load the chunks they import (the map, the lightbox) without listing them. On a
 *   prerendered page (decision 0020), its inline scripts by hash and our own files ('self');
 *   'unsafe-inline' never;
 * - styles: 'unsafe-inline' stays for styles (React `style` attributes, MapLibre, the admin);
 *   an injected style cannot run code;
 * - workers: MapLibre's worker is a file of ours, ALTCHA's a blob;
 * - frames: consent-gated embeds (YouTube, Vimeo, Facebook, virtual-tour hosts that the site
 *   settings may extend) come from any https origin; the admin frames the site (live preview);
 * - measurement: where the agency set a tag manager / analytics / pixel id, the hosts those
 *   scripts send to are allowed in connect-src and img-src of public pages (never the admin nor
 *   the owner portal); the scripts themselves are trusted through 'strict-dynamic';
 * - map: where the agency set a street map (site settings, src/lib/map/tiles.ts), its style and
 *   tile host in connect-src and img-src of public pages; nothing when the offline outline is used;
 * - frame-ancestors: a page may be framed by the admin's live preview (same origin), the admin
 *   by nobody.
 */
export function contentSecurityPolicy({
  scriptSources,
  admin,
  measurement = { connect: [], img: [] },
  map = { connect: [], img: [] },
}: {
  /** `'nonce-…'` of a page rendered per request, or `'sha256-…'` of each inline script. */
  scriptSources: string[]
  admin: boolean
  /** The hosts of the agency's configured measurement scripts (src/lib/measurement/ids.ts). */
  measurement?: { connect: string[]; img: string[]; script?: string[] }
  /** The hosts of the agency's street map (src/lib/map/tiles.ts `mapCspHosts`). */
  map?: { connect: string[]; img: string[] }
}) {
  const dev = isDevelopment()
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...scriptSources,
      // With a nonce, the scripts Next writes carry it and 'strict-dynamic' trusts what they
      // load. A prerendered page's script files carry no nonce (its inline scripts are allowed
      // by hash): they and the chunks they load are ours ('self'), the measurement scripts come
      // from their hosts (decision 0020).
      ...(scriptSources.some((source) => source.startsWith("'nonce-"))
        ? ["'strict-dynamic'"]
        : (measurement.script ?? [])),
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...measurement.img, ...map.img],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      ...measurement.connect,
      ...map.connect,
      ...(dev ? ['ws:', 'wss:'] : []),
    ],
    ['worker-src', "'self'", 'blob:'],
    ['child-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...(admin ? [] : ['https:'])],
    ['media-src', "'self'", ...(admin ? [] : ['https:'])],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', admin ? "'none'" : "'self'"],
    ...(isProduction() && !plainHttp() ? [['upgrade-insecure-requests'] as [string]] : []),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** `'sha256-…'` of an inline script's code (Web Crypto: the proxy's runtime and Node). */
export async function scriptHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code))
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`
}

let consentHash: Promise<string> | undefined
/** The hash of the cookie banner's inline script, which every page carries. */
export const consentScriptHash = () => (consentHash ??= scriptHash(CONSENT_CHOSEN_SCRIPT))

/**
 * The policy of a prerendered page from its inline scripts' hashes (`'sha256-…'`): registered
 * by the proxy, called by the page cache (src/edge/sharedCacheHandler.mjs) for every page it
 * stores or serves. A process value (src/edge/processValues.mjs): the proxy's bundle and the cache
 * handler are separate module instances in one process.
 */
export function setPrerenderedPagePolicy(policy: (scriptSources: string[]) => string) {
  writeProcessValue('prerenderedPagePolicy', policy)
}

/** The `payload-token` cookie: SameSite=Lax always, Secure in production (unless on http). */
export function authCookies() {
  return { sameSite: 'Lax' as const, secure: isProduction() && !plainHttp() }
}

/**
 * Whether the visitor reached the site over https: directly, or through the TLS proxy in front
 * of it (X-Forwarded-Proto, which Next fills in from the connection when no proxy sent one). A
 * client that lies here only makes its own cookies Secure, which its browser then drops.
 */
export const isHttpsRequest = (request: { url: string; headers: Headers }) =>
  request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ||
  new URL(request.url).protocol === 'https:'

/** Every cookie a response sets over https gets `Secure` (Observatory: no cookie without it). */
export const secureCookiesOverHttps = (
  request: { url: string; headers: Headers },
  response: NextResponse,
): NextResponse => {
  if (!isHttpsRequest(request)) return response
  for (const cookie of response.cookies.getAll()) response.cookies.set({ ...cookie, secure: true })
  return response
}
