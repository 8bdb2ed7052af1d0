import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { API_CSP, commonSecurityHeaders } from './src/lib/securityHeaders'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Every public path ends with a slash (docs/public-urls.md). src/proxy.ts answers a page path
  // without it with a 308; /api and /admin answer on both forms, so /api/health is 200 as is and
  // no API call pays a redirect. Payload follows trailingSlash for the URLs it generates.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // Pages are gzipped here unless the TLS proxy in front compresses (README, HTTP_COMPRESSION):
  // then the server does not pay it twice (a third of a cached page's server time).
  compress: process.env.HTTP_COMPRESSION !== 'off',
  // No ETag on rendered and cached pages: Next hashes the whole HTML in JavaScript on every
  // answer to make one (a profile of the cached home page: 10 % of its server time), while a
  // page's `s-maxage` already lets a CDN or the browser's back button keep it. Static files
  // keep theirs. Decision 0020, addendum "serving a cached page".
  generateEtags: false,
  experimental: {
    // The pages' CSS (about 9 KB gzip in all) goes into the HTML as <style>: no render-blocking
    // stylesheet requests before the first paint on a phone's first visit (decision 0018).
    inlineCss: true,
  },
  // One cache for every server on PostgreSQL (entries and tag expiries in the database), Next's
  // own file-system cache on SQLite: src/edge/sharedCacheHandler.mjs, docs/decisions/0017.
  cacheHandler: path.resolve(process.cwd(), 'src/edge/sharedCacheHandler.mjs'),
  // Security headers (src/lib/securityHeaders.ts): the same on every answer; pages and the admin
  // get their Content-Security-Policy with a nonce from src/proxy.ts, the API a closed one.
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders() },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
    ]
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Uploaded images are served by Payload; its sizes are already WebP at the widths we show.
    localPatterns: [{ pathname: '/api/media/file/**' }],
    deviceSizes: [640, 960, 1280, 1600, 1920],
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// Payload asks every browser for its colour scheme (`Accept-CH`/`Critical-CH:
// Sec-CH-Prefers-Color-Scheme`, and `Vary` on it) on every path, for the admin's theme. On a
// public page `Critical-CH` makes Chromium throw the first answer away and ask again with the
// hint: one more round trip before a visitor's first paint (seen as a 307 in Lighthouse), and a
// `Vary` that splits any shared cache in two. The hint is the admin's: it asks for it alone.
const withPayloadHeaders = config.headers
config.headers = async () => {
  const rules = (await withPayloadHeaders?.()) ?? []
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}

export default config
