// The visitor's cookie choice (spec §4, §9): which categories they accept, kept in one
// first-party cookie that the browser (the banner) and the server (layout, /api/consent) both
// read and write. Pure: no Next, no Payload.
import type { VideoProvider } from '@/lib/domain'

export const consentCategories = [
  'necessary',
  'analytical',
  'marketing',
  'social',
  'unclassified',
] as const
export type ConsentCategory = (typeof consentCategories)[number]

/** The categories a visitor may refuse; strictly necessary cookies are always on. */
export const optionalCategories = consentCategories.filter(
  (category): category is Exclude<ConsentCategory, 'necessary'> => category !== 'necessary',
)

export const CONSENT_COOKIE = 'cookie_consent'

/** The fragment /api/consent returns to: the choice was just saved (without JavaScript). */
export const CONSENT_SAVED_ANCHOR = 'cookie-choice-saved'

/**
 * Run before the banner is painted: marks the document when the visitor already chose, so the
 * first-visit banner of a prerendered page stays hidden (consent.css). Its hash is in every
 * page's policy; change it and the hash follows (src/lib/securityHeaders.ts).
 */
export const CONSENT_CHOSEN_SCRIPT = `/(^|; )${CONSENT_COOKIE}=/.test(document.cookie)&&document.documentElement.classList.add('consent-chosen')`
export const DEFAULT_LIFETIME_DAYS = 180
/** Consent must be asked again after 13 months at most (the settings' maximum). */
const MAX_LIFETIME_DAYS = 395

export type ConsentChoice = 'all' | 'necessary' | 'selection'

const isCategory = (value: string): value is ConsentCategory =>
  (consentCategories as readonly string[]).includes(value)

/**
 * The accepted categories in their canonical order, always with `necessary`. Unknown names are
 * dropped: a cookie or form value can never grant more than the five categories.
 */
export const normalizeConsent = (categories: Iterable<string>): ConsentCategory[] => {
  const wanted = new Set(['necessary', ...categories])
  return consentCategories.filter((category) => wanted.has(category))
}

/** What a button of the banner records: everything, the necessary only, or the ticked boxes. */
export const consentFromChoice = (
  choice: string | null | undefined,
  selected: Iterable<string> = [],
): ConsentCategory[] => {
  if (choice === 'all') return [...consentCategories]
  if (choice === 'selection') return normalizeConsent(selected)
  return ['necessary']
}

/** The cookie's value: the accepted categories joined by dots (`necessary.social`). */
export const serializeConsent = (categories: Iterable<string>): string =>
  normalizeConsent(categories).join('.')

/**
 * The choice a cookie value records, or null when there is none (no cookie, or a value this
 * site did not write): the banner then asks.
 */
export const parseConsent = (value: string | null | undefined): ConsentCategory[] | null => {
  if (!value) return null
  let parts: string[]
  try {
    parts = decodeURIComponent(value).split('.')
  } catch {
    return null // a value no page wrote (malformed escapes): ask again
  }
  if (!parts.includes('necessary') || !parts.every(isCategory)) return null
  return normalizeConsent(parts)
}

/** A cookie's value in a `document.cookie` / `Cookie` header string. */
export const readCookie = (header: string, name: string): string | undefined =>
  header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/** The settings' lifetime in whole days, kept between 1 day and 13 months. */
export const consentLifetimeDays = (days: number | null | undefined): number =>
  typeof days === 'number' && Number.isFinite(days) && days >= 1
    ? Math.min(Math.floor(days), MAX_LIFETIME_DAYS)
    : DEFAULT_LIFETIME_DAYS

/** The attributes of the consent cookie, for `document.cookie` and for a response's cookies. */
export const consentCookieOptions = (lifetimeDays: number, secure: boolean) => ({
  path: '/',
  maxAge: consentLifetimeDays(lifetimeDays) * 24 * 60 * 60,
  sameSite: 'lax' as const,
  secure,
})

/** The `document.cookie` assignment that records a choice. */
export const consentCookieString = (
  categories: Iterable<string>,
  lifetimeDays: number,
  secure: boolean,
): string => {
  const options = consentCookieOptions(lifetimeDays, secure)
  return [
    `${CONSENT_COOKIE}=${serializeConsent(categories)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/**
 * The category whose consent an embedded player needs before it loads: video platforms set
 * social-media cookies, virtual-tour hosts marketing ones; a video file of our own needs none.
 */
export const embedConsentCategory = (provider: VideoProvider): ConsentCategory | null => {
  switch (provider) {
    case 'file':
      return null
    case 'youtube':
    case 'vimeo':
    case 'facebook':
      return 'social'
    default:
      return 'marketing'
  }
}
