// The language switcher's links, computed on the server: plain links that work without
// JavaScript. Pure, so the rules are tested without a page.
import type { Locale } from '@/i18n/locales'
import { listPath } from '@/lib/site/paths'

export type SearchParams = Record<string, string | string[] | undefined>

/** `?a=1&b=2&b=3` from a page's search params, or '' when there are none. */
export const toQueryString = (searchParams: SearchParams | null | undefined): string => {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') query.append(name, item)
    }
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/**
 * Per enabled language, the same page (with the same query string, so a search keeps its
 * filters); that language's home page only when the page has no equivalent there.
 */
export const languageLinks = ({
  enabled,
  paths,
  query,
}: {
  enabled: readonly Locale[]
  paths: Partial<Record<Locale, string>>
  query: string
}): { code: Locale; href: string }[] =>
  enabled.map((code) => ({ code, href: paths[code] ? paths[code] + query : listPath('/', code) }))
