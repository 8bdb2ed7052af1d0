// Where a page view came from, derived from the referrer's host (and an utm_medium), never
// storing the URL itself: search engines, social media, e-mail, property portals, or direct.
export const viewSources = ['search', 'social', 'email', 'portals', 'direct'] as const
export type ViewSource = (typeof viewSources)[number]

const hostsOf: Record<Exclude<ViewSource, 'direct'>, RegExp> = {
  search:
    /(^|\.)(google|bing|yahoo|duckduckgo|ecosia|qwant|startpage|baidu|yandex|search\.brave|brave|ask|aol|seznam)\.[a-z.]+$/,
  social:
    /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|pinterest|tiktok|youtube|reddit|threads|whatsapp|telegram|snapchat|bsky)\.[a-z.]+$/,
  email:
    /(^|\.)(mail\.google|outlook\.live|outlook\.office|mail\.yahoo|mail\.proton|proton|webmail|gmx|telenet|skynet|mail)\.[a-z.]+$|^(mail|webmail)\./,
  portals:
    /(^|\.)(immoweb|zimmo|immovlan|logic-immo|realo|immoscoop|athome|immotop|immobilienscout24|immowelt|rightmove|idealista|spotahome|biddit|notaris|immo\.vlan|vlan|2ememain|2dehands|kapaza)\.[a-z.]+$/,
}

const emailMedia = new Set(['email', 'e-mail', 'newsletter', 'mail'])
const socialMedia = new Set(['social', 'social-media', 'socialmedia', 'paid-social'])

/**
 * The source of a view from the page's `document.referrer` and its utm_medium. A referrer of the
 * site itself (a visitor clicking through) and an unreadable one count as direct.
 */
export function viewSource({
  referrer,
  medium,
  ownHost,
}: {
  referrer?: unknown
  medium?: unknown
  ownHost?: string | null
}): ViewSource {
  if (typeof medium === 'string') {
    const value = medium.trim().toLowerCase()
    if (emailMedia.has(value)) return 'email'
    if (socialMedia.has(value)) return 'social'
  }
  if (typeof referrer !== 'string' || !referrer) return 'direct'
  let host: string
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return 'direct'
  }
  if (ownHost && host === ownHost.toLowerCase().replace(/^www\./, '')) return 'direct'
  for (const source of ['email', 'portals', 'social', 'search'] as const)
    if (hostsOf[source].test(host)) return source
  return 'direct'
}
