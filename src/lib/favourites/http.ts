// The favourites sync endpoints' shared parts (docs/decisions/0028): a small JSON body, the
// language of the answer, and JSON answers that are never cached.
import { defaultLocale, isLocale, localeTags, type Locale } from '@/i18n/locales'
import { listPath } from '@/lib/site/paths'
import { catalogues } from '@/lib/forms/messages'
import { escapeHtml } from '@/lib/mail/html'

import { parseFavourites } from './store'

const MAX_BODY = 16 * 1024

export const readJson = async (request: Request): Promise<Record<string, unknown> | null> => {
  const text = await request.text().catch(() => '')
  if (!text || text.length > MAX_BODY) return null
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale)

/** A list of ids from a JSON body (the same rules as the browser's store). */
export const bodyIds = (value: unknown): number[] =>
  Array.isArray(value) ? parseFavourites(JSON.stringify(value)) : []

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })

/** The localized "this link is no longer valid" answer of a token endpoint. */
export const invalidToken = (locale: Locale) =>
  json(404, { error: 'invalidToken', message: catalogues[locale].Favourites.sync.invalid })

/** A small localized page (the unsubscribe link's answers), noindex and never cached. */
export const smallPage = (
  locale: Locale,
  { status = 200, title, body }: { status?: number; title: string; body: string },
) =>
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
${body}
<p><a href="${escapeHtml(favouritesPath(locale))}">${escapeHtml(catalogues[locale].Favourites.unsubscribe.back)}</a></p>
</main>
</body>
</html>
`,
    {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    },
  )

export const favouritesPath = (locale: Locale) => listPath('/favourites', locale)
