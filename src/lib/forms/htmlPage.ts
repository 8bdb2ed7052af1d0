// The answer to a browser's form post (no JavaScript) that was not stored: a small page in the
// visitor's language that lists what to correct, each with its field's label, and leads back to
// the form. Nothing the visitor typed is put in a URL; the browser's Back button returns to the
// form with the typed values (the page the visitor left is restored from history).
import { localeTags, type Locale } from '@/i18n/locales'

import type { FieldError } from './errors'
import type { FormKind } from '@/lib/site/formKinds'
import { catalogues } from '@/i18n/server'
import { escapeHtml } from '@/lib/mail/html'
import { listPath } from '@/lib/site/paths'

/** The form page the visitor came from, when it is a page of this site; else the home page. */
const backPath = (request: Request, locale: Locale) => {
  const fallback = listPath('/', locale)
  const referer = request.headers.get('referer')
  if (!referer) return fallback
  try {
    const from = new URL(referer)
    const here = new URL(request.url)
    const host = request.headers.get('host')
    if (from.host !== here.host && from.host !== host) return fallback
    if (from.pathname.startsWith('/api/')) return fallback
    return `${from.pathname}${from.search}`
  } catch {
    return fallback
  }
}

export const htmlErrorPage = ({
  status,
  kind,
  locale,
  errors,
  request,
  headers = {},
}: {
  status: number
  kind: FormKind
  locale: Locale
  errors: FieldError[]
  request: Request
  headers?: Record<string, string>
}) => {
  const forms = catalogues[locale].Forms
  const labels = forms.labels as Record<string, string>
  const ui = forms.ui
  const items = errors
    .map(({ field, message }) => {
      const label = labels[field.split('.')[0]]
      return label
        ? `<li><strong>${escapeHtml(label)}</strong>: ${escapeHtml(message)}</li>`
        : `<li>${escapeHtml(message)}</li>`
    })
    .join('\n')
  const title = `${ui.notSentTitle} — ${forms.kinds[kind]}`
  const page = `<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main id="content">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(ui.notSentText)}</p>
<ul class="form-errors" role="alert">
${items}
</ul>
<p>${escapeHtml(ui.notSentBack)}</p>
<p><a href="${escapeHtml(backPath(request, locale))}">${escapeHtml(ui.backToForm)}</a></p>
</main>
</body>
</html>
`
  return new Response(page, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}
