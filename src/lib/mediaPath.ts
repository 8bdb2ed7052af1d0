// Where an uploaded image is served from, as the site's pages must give it to next/image.
// Payload builds upload URLs on SERVER_URL when it is set (`https://agency.be/api/media/file/…`),
// but next/image optimizes only paths of this site (next.config.ts `images.localPatterns`): an
// absolute URL, even on our own origin, is refused ("url parameter is not allowed", 400) and the
// photo stays empty. An image on the site's own origin is therefore given as its path; one on
// another host (an external storage adapter) is left as it is.
import { configuredOrigin } from '@/lib/origin'

export const mediaPath = (url: string): string => {
  if (url.startsWith('/')) return url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return url
  }
  return parsed.origin === configuredOrigin() ? `${parsed.pathname}${parsed.search}` : url
}
