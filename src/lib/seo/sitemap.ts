// The entries of sitemap.xml: each page once per language that has it, every entry listing
// all of the page's language versions and x-default (the Dutch one, else the first).
import type { MetadataRoute } from 'next'

import { defaultLocale, localeTags, type Locale } from '@/i18n/locales'

export type SitemapPage = {
  /** The page's path per language; a language left out has no version of the page. */
  paths: Partial<Record<Locale, string>>
  lastModified?: string
}

export function sitemapEntries({
  origin,
  enabled,
  pages,
}: {
  origin: string
  enabled: readonly Locale[]
  pages: readonly SitemapPage[]
}): MetadataRoute.Sitemap {
  return pages.flatMap(({ paths, lastModified }) => {
    const codes = enabled.filter((code) => paths[code])
    if (!codes.length) return []
    const urlOf = (code: Locale) => origin + paths[code]
    const fallback = codes.includes(defaultLocale) ? defaultLocale : codes[0]
    const languages: Record<string, string> = Object.fromEntries(
      codes.map((code) => [localeTags[code], urlOf(code)]),
    )
    languages['x-default'] = urlOf(fallback)
    return codes.map((code) => ({
      url: urlOf(code),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }))
  })
}
