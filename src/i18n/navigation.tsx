// Locale-aware links and paths, from the public path table (pathnames.ts) of docs/public-urls.md.
// The paths are built here rather than by next-intl's createNavigation: that module brings
// next-intl's client Link, and with it the whole client message runtime, into the first load of
// every page that merely builds a URL (issue 13). Every generated URL is the canonical one:
// language prefix, localized segments, trailing slash (also for the home of a language).
import { useLocale } from 'next-intl'
import type { createNavigation } from 'next-intl/navigation'
import type { ComponentProps } from 'react'

import type { Locale, locales } from './locales'
import { pathnames } from './pathnames'

// The typed `href` of next-intl's navigation (a known path, its params required), type only.
type GetPathnameArgs = Parameters<
  ReturnType<typeof createNavigation<typeof locales, 'always', typeof pathnames>>['getPathname']
>[0]
export type Href = GetPathnameArgs['href']

type Query = Record<string, unknown>
type Params = Record<string, string | number | readonly (string | number)[]>

const withTrailingSlash = (url: string) => url.replace(/^([^?#]*[^/?#])(?=[?#]|$)/, '$1/')

/** `?a=1&b=x&b=y`, as next-intl writes it (arrays repeat the key). */
const queryString = (query: Query) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => search.append(key, String(item)))
    else search.set(key, String(value))
  }
  return `?${search.toString()}`
}

/** The public path of an internal one in `locale`, its `[segments]` filled in. */
const localizedPath = (pathname: string, locale: Locale, params?: Params) => {
  const entry = (pathnames as Record<string, string | Record<Locale, string>>)[pathname]
  if (!entry) return pathname
  // A language the table lacks keeps the internal path, as next-intl's getPathname did.
  let path = (typeof entry === 'string' ? entry : entry[locale]) ?? pathname
  for (const [key, value] of Object.entries(params ?? {})) {
    path = Array.isArray(value)
      ? path.replace(new RegExp(`(\\[)?\\[\\.\\.\\.${key}\\](\\])?`, 'g'), () => value.join('/'))
      : path.replace(new RegExp(`\\[${key}\\]`, 'g'), () => String(value))
  }
  path = path.replace(/\[\[\.\.\..+\]\]/g, '')
  if (path.includes('[')) {
    throw new Error(`Missing params for ${pathname}: ${JSON.stringify(params)}`)
  }
  // Non-ASCII characters of a slug are percent-encoded, as a browser would send them.
  return new URL(path, 'http://l').pathname
}

export const getPathname = ({ href, locale }: { href: Href; locale: Locale }): string => {
  const { pathname, params, query } = (typeof href === 'string' ? { pathname: href } : href) as {
    pathname: string
    params?: Params
    query?: Query
  }
  const path = localizedPath(pathname, locale, params)
  // Every public path carries its language (localePrefix 'always').
  const prefixed = path === '/' ? `/${locale}` : `/${locale}${path}`
  return withTrailingSlash(prefixed) + (query ? queryString(query) : '')
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: Href; locale?: Locale }

/**
 * A link to a page of the site in the current language (or `locale`): a plain <a>, a full page
 * load, like every link of the public site (decision 0040).
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale() as Locale
  return <a href={getPathname({ href, locale: locale ?? current })} {...props} />
}
