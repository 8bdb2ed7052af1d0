import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Every public path ends with a slash (contracts/routes.md). src/proxy.ts answers a page path
  // without it with a 308; /api and /admin answer on both forms, so /api/health is 200 as is and
  // no API call pays a redirect. Payload follows trailingSlash for the URLs it generates.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Uploaded images are served by Payload; its sizes are already WebP at the widths we show.
    localPatterns: [{ pathname: '/api/media/file/**' }],
    deviceSizes: [640, 960, 1280, 1600, 1920],
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
