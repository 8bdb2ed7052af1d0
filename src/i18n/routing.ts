import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'
import { pathnames } from './pathnames'

/** The language cookie: remembers the visitor's choice for the redirect from `/`. */
export const localeCookie = {
  name: 'NEXT_LOCALE',
  maxAge: 60 * 60 * 24 * 365,
  sameSite: 'lax',
} as const

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  // hreflang alternates are emitted by each page's metadata (they know the content slugs).
  alternateLinks: false,
  localeCookie,
})
