// The kit of the visitor channels' endpoints (forms, saved searches, favourites, newsletter,
// owner portal): the request's language, bounded body reading, and answers that are never
// cached — JSON, a 303 to a page of this site, and the small localized HTML page a mail's link
// or a form post without JavaScript lands on.
import { defaultLocale, isLocale, localeTags, type Locale } from '@/i18n/locales'
import { escapeHtml } from '@/lib/mail/html'

const NO_STORE = 'no-store'

/** The language of a request that carries none of its own: `?locale=`, then Accept-Language. */
export const localeOfRequest = (request: Request): Locale => {
  const asked = new URL(request.url).searchParams.get('locale')
  if (isLocale(asked)) return asked
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().slice(0, 2).toLowerCase())
    .find((code) => isLocale(code))
  return isLocale(accepted) ? accepted : defaultLocale
}

/** A value given as a language (a body's `locale`), else the default language. */
export const localeOr = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale)

/** The `token` of a mail's link. */
export const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

/**
 * A browser's page request or form post without JavaScript (it accepts HTML and sends no JSON),
 * rather than a script's or a mail client's.
 */
export const wantsHtml = (request: Request) =>
  /\btext\/html\b/i.test(request.headers.get('accept') ?? '') &&
  !/^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get('content-type') ?? '')

/** A JSON answer that no cache keeps. */
export const noStoreJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': NO_STORE, ...headers } })

/** 303 to a path of this site (the browser then GETs it), optionally setting a cookie. */
export const seeOther = (location: string, setCookie?: string) => {
  const headers = new Headers({ Location: location, 'Cache-Control': NO_STORE })
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return new Response(null, { status: 303, headers })
}

/** A path with a query of the given values (those undefined or empty are left out). */
export const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  const search = params.toString()
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path
}

/**
 * A small page in the visitor's language, noindex and never cached: a title, paragraphs or
 * given HTML, and a link onwards. Every text is escaped here; `html` is markup of ours.
 */
export const smallPage = ({
  locale,
  status = 200,
  title,
  paragraphs = [],
  html = '',
  link,
}: {
  locale: Locale
  status?: number
  title: string
  paragraphs?: string[]
  html?: string
  link?: { href: string; label: string }
}) =>
  new Response(
    `<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;color:#1d2430;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1.1rem;background:#1d3a5f;color:#fff;border:0;border-radius:4px;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #c47f00;outline-offset:2px}</style>
</head>
<body>
<main id="content">
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}${html}
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}
</main>
</body>
</html>
`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': NO_STORE },
    },
  )

/** The body's bytes up to `limit`, or `tooLarge` (the declared length or the bytes read). */
export const readBoundedBody = async (
  request: Request,
  limit: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true }> => {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) return { tooLarge: true }
  if (!request.body) return { bytes: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { bytes }
}

/** A JSON object body of at most `limit` bytes, or null (too large, not JSON, not an object). */
export const readJsonObject = async (
  request: Request,
  limit = 16 * 1024,
): Promise<Record<string, unknown> | null> => {
  const body = await readBoundedBody(request, limit).catch(() => ({ tooLarge: true as const }))
  if ('tooLarge' in body || !body.bytes.byteLength) return null
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body.bytes))
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
