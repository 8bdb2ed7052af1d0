export type VideoProvider =
  'file' | 'youtube' | 'vimeo' | 'facebook' | 'matterport' | 'tvl' | 'yisual'

export type VideoRef = { provider: VideoProvider; id?: string; url: string; embedUrl: string }

/** Host suffixes of the virtual-tour providers, a setting of the site. */
export type TourHosts = {
  matterport: readonly string[]
  tvl: readonly string[]
  yisual: readonly string[]
}

export const DEFAULT_TOUR_HOSTS: TourHosts = {
  matterport: ['matterport.com'],
  tvl: ['tvl.be'],
  yisual: ['yisual.com', 'yisual.nl', 'yisual.be'],
}

const VIDEO_FILE = /\.(?:mp4|mov|wmv|avi|flv|webm)$/i
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const DIGITS = /^\d+$/

const stripPrefix = (host: string) => host.replace(/^(?:www|m)\./, '')
const onHost = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`)

/**
 * Recognises a video or virtual-tour link and gives what a player needs to embed it.
 *
 * Decisions:
 * - `url` is the link as given (trimmed); only http(s) links are accepted, and a site-relative
 *   path ("/media/tour.mp4", how uploaded files are served) only as a file.
 * - The file check comes first: a link whose path ends in a video extension is a file, on any host.
 * - YouTube embeds on youtube-nocookie.com; Vimeo embeds with `dnt=1`; both set no tracking
 *   cookies before consent. Facebook embeds through its video plugin. Tours embed their own link,
 *   upgraded to https so it loads in an https page; a Matterport link's `m` parameter is its id.
 * - Extra path segments or a trailing slash after an id are allowed (`youtu.be/ID/`), but the id
 *   itself must match exactly: 10 or 12 characters is no YouTube video.
 */
export function parseVideoUrl(
  url: string,
  tourHosts: TourHosts = DEFAULT_TOUR_HOSTS,
): VideoRef | null {
  const input = url.trim()
  const relative = input.startsWith('/') && !input.startsWith('//')
  let parsed: URL
  try {
    parsed = new URL(input, relative ? 'https://relative.invalid' : undefined)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null

  if (VIDEO_FILE.test(parsed.pathname)) return { provider: 'file', url: input, embedUrl: input }
  if (relative) return null

  const host = parsed.hostname.toLowerCase()
  const segments = parsed.pathname.split('/').filter(Boolean)
  return (
    youtube(input, stripPrefix(host), segments, parsed.searchParams) ??
    vimeo(input, stripPrefix(host), segments) ??
    facebook(input, stripPrefix(host), segments) ??
    tour(input, host, parsed, tourHosts)
  )
}

function youtube(
  url: string,
  host: string,
  segments: string[],
  query: URLSearchParams,
): VideoRef | null {
  let id: string | null | undefined
  if (host === 'youtu.be') id = segments[0]
  else if (host !== 'youtube.com') return null
  else if (segments.length === 1 && segments[0] === 'watch') id = query.get('v')
  else if (segments[0] === 'embed' || segments[0] === 'shorts') id = segments[1]
  if (!id || !YOUTUBE_ID.test(id)) return null
  return { provider: 'youtube', id, url, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
}

function vimeo(url: string, host: string, segments: string[]): VideoRef | null {
  let id: string | undefined
  if (host === 'vimeo.com' && segments.length === 1) id = segments[0]
  else if (host === 'player.vimeo.com' && segments.length === 2 && segments[0] === 'video')
    id = segments[1]
  if (!id || !DIGITS.test(id)) return null
  return { provider: 'vimeo', id, url, embedUrl: `https://player.vimeo.com/video/${id}?dnt=1` }
}

function facebook(url: string, host: string, segments: string[]): VideoRef | null {
  let id: string | undefined
  if (host === 'fb.watch' && segments.length === 1) id = segments[0]
  else if (host === 'facebook.com') {
    const at = segments.indexOf('videos')
    const pageOk = at === 0 || at === 1
    if (pageOk && segments.length === at + 2 && DIGITS.test(segments[at + 1])) id = segments[at + 1]
  }
  if (!id) return null
  const embedUrl = `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}`
  return { provider: 'facebook', id, url, embedUrl }
}

function tour(url: string, host: string, parsed: URL, tourHosts: TourHosts): VideoRef | null {
  const provider = (['matterport', 'tvl', 'yisual'] as const).find((name) =>
    tourHosts[name].some((suffix) => onHost(host, suffix.toLowerCase())),
  )
  if (!provider) return null
  const secure = new URL(parsed.href)
  secure.protocol = 'https:'
  const id = provider === 'matterport' ? (parsed.searchParams.get('m') ?? undefined) : undefined
  return { provider, ...(id ? { id } : {}), url, embedUrl: secure.href }
}
