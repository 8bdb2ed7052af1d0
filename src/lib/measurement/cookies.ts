// The cookies the measurement scripts set on the site's domain, per consent category, and the
// domains a browser may have stored them under: withdrawing a category deletes them (Google
// Analytics writes _ga on the registrable domain, e.g. `.agency.be`, not on `www.agency.be`).
// Pure: the browser module calls it with document.cookie and location.hostname.
import type { ConsentCategory } from '@/lib/consent'

const patterns: Partial<Record<ConsentCategory, RegExp>> = {
  // Google Analytics (gtag.js or through the tag manager)
  analytical: /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat|_gat_.+|_dc_gtm_.+)$/,
  // Meta pixel and Google's advertising conversion linker
  marketing: /^(_fbp|_fbc|_gcl_.+)$/,
}

/** The names in a cookie header that belong to a category the visitor does not accept. */
export const measurementCookiesToDelete = (
  cookieHeader: string,
  accepted: readonly ConsentCategory[],
): string[] =>
  cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(
      (name) =>
        name &&
        Object.entries(patterns).some(
          ([category, pattern]) =>
            !accepted.includes(category as ConsentCategory) && pattern.test(name),
        ),
    )

/**
 * The Domain attributes a cookie of this host may carry: none (host-only), then the host and
 * each parent domain with at least two labels (`www.agency.be` → `www.agency.be`, `agency.be`).
 * An IP address or `localhost` has only the host-only form.
 */
export const cookieDomains = (hostname: string): (string | null)[] => {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [null]
  const labels = hostname.split('.')
  const domains: (string | null)[] = [null]
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join('.'))
  return domains
}

/** The `document.cookie` assignments that delete a cookie under every possible domain. */
export const deletionCookieStrings = (name: string, hostname: string): string[] =>
  cookieDomains(hostname).map(
    (domain) => `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`,
  )
