// The agency's measurement ids (site settings → Measurement): a Google Tag Manager container,
// a Google Analytics 4 measurement id, a Meta pixel. Their formats, and the hosts their scripts
// talk to, which the Content-Security-Policy allows only when the id is set (docs/tracking.md).
// Pure: used by the settings' validation, the proxy and the layout.

export type MeasurementIds = {
  /** `GTM-` and 4 to 10 letters or digits, e.g. GTM-AB12CD3. */
  gtmId: string | null
  /** `G-` and 4 to 12 letters or digits, e.g. G-AB12CD34EF. */
  ga4Id: string | null
  /** 10 to 20 digits, e.g. 123456789012345. */
  metaPixelId: string | null
}

export const GTM_ID = /^GTM-[A-Z0-9]{4,10}$/
export const GA4_ID = /^G-[A-Z0-9]{4,12}$/
export const META_PIXEL_ID = /^\d{10,20}$/

/** What an editor typed, trimmed (and upper-cased for Google's ids); empty is null. */
export const normalizeMeasurementId = (
  value: unknown,
  kind: keyof MeasurementIds,
): string | null => {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (!trimmed) return null
  return kind === 'metaPixelId' ? trimmed : trimmed.toUpperCase()
}

const patterns: Record<keyof MeasurementIds, RegExp> = {
  gtmId: GTM_ID,
  ga4Id: GA4_ID,
  metaPixelId: META_PIXEL_ID,
}

/** Whether a stored value is a valid id of its kind (empty is valid: nothing loads). */
export const isMeasurementId = (value: unknown, kind: keyof MeasurementIds): boolean => {
  const id = normalizeMeasurementId(value, kind)
  return id === null || patterns[kind].test(id)
}

/** The settings' ids, each either valid or null: an invalid stored value never loads a script. */
export const measurementIds = (
  settings: Partial<Record<keyof MeasurementIds, unknown>> | null | undefined,
): MeasurementIds => {
  const pick = (kind: keyof MeasurementIds) => {
    const id = normalizeMeasurementId(settings?.[kind], kind)
    return id && patterns[kind].test(id) ? id : null
  }
  return { gtmId: pick('gtmId'), ga4Id: pick('ga4Id'), metaPixelId: pick('metaPixelId') }
}

export const hasMeasurement = (ids: MeasurementIds) =>
  Boolean(ids.gtmId || ids.ga4Id || ids.metaPixelId)

/**
 * The origins the loaded scripts send to, per CSP directive (Google's and Meta's published CSP
 * guidance). On a page rendered per request scripts need no host: ours are trusted by nonce and
 * 'strict-dynamic' trusts what they load; a prerendered page's policy (hashes, no
 * 'strict-dynamic', decision 0020) names the hosts the measurement scripts come from (`script`).
 * Frames are already allowed from any https origin on public pages.
 */
export const measurementCspHosts = (
  ids: MeasurementIds,
): { connect: string[]; img: string[]; script?: string[] } => {
  const connect = new Set<string>()
  const img = new Set<string>()
  const script = new Set<string>()
  if (ids.gtmId || ids.ga4Id) {
    script.add('https://*.googletagmanager.com')
    for (const host of [
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ])
      connect.add(host)
    img.add('https://*.googletagmanager.com')
    img.add('https://*.google-analytics.com')
  }
  if (ids.metaPixelId) {
    script.add('https://connect.facebook.net')
    connect.add('https://www.facebook.com')
    connect.add('https://connect.facebook.net')
    img.add('https://www.facebook.com')
  }
  return { connect: [...connect], img: [...img], ...(script.size ? { script: [...script] } : {}) }
}

/**
 * Internal or public paths on which nothing of the agency's measurement loads: the owner
 * portal (/{lang}/eigenaar|proprietaire|owner|eigentumer/…) and its login pages (/{lang}/login/…).
 */
export const isUnmeasuredPath = (pathname: string): boolean =>
  /^\/[a-z]{2}\/(login|owner|eigenaar|proprietaire|eigentumer)(\/|$)/.test(pathname)
