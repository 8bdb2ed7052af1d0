// The answers of the saved-search endpoints (docs/alerts.md): a redirect (303) to the
// manage page, or, for an unknown or used-up token, a small localized page with a 404 — never
// a 500.
import { defaultLocale, isLocale, localeTags, type Locale } from '@/i18n/locales'
import { listPath } from '@/lib/site/paths'
import { catalogues } from '@/lib/forms/messages'
import { escapeHtml } from '@/lib/mail/html'

import { managePath } from './links'

export const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

/** The language of a request without a saved search: `?locale=`, then Accept-Language. */
export const guessLocale = (request: Request): Locale => {
  const asked = new URL(request.url).searchParams.get('locale')
  if (isLocale(asked)) return asked
  const header = request.headers.get('accept-language') ?? ''
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase()
    if (isLocale(code)) return code
  }
  return defaultLocale
}

export const invalidLinkPage = (locale: Locale) => {
  const t = catalogues[locale].Alerts
  const start = listPath('/keep-me-informed', locale)
  const html = `<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.invalidTitle)}</title>
</head>
<body>
<main id="content">
<h1>${escapeHtml(t.invalidTitle)}</h1>
<p>${escapeHtml(t.invalidText)}</p>
<p><a href="${escapeHtml(start)}">${escapeHtml(t.manage.newSearch)}</a></p>
</main>
</body>
</html>
`
  return new Response(html, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** 303 to the manage page, saying what was done. */
export const toManagePage = (locale: Locale, token: string, done?: string, error?: string) =>
  new Response(null, {
    status: 303,
    headers: {
      Location: `${managePath(locale, token)}${done ? `&done=${encodeURIComponent(done)}` : ''}${error ? `&error=${encodeURIComponent(error)}` : ''}`,
      'cache-control': 'no-store',
    },
  })

/** A browser's form post (the manage page without JavaScript) rather than a mail client's. */
export const wantsPage = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('text/html')
