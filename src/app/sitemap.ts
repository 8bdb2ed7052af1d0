// /sitemap.xml: every public page in every enabled language, with its language alternates.
import type { MetadataRoute } from 'next'

import { localeTags } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { serverUrl } from '@/lib/env'
import { getEnabledLocales } from '@/lib/queries/settings'
import { findSitemapProperties } from '@/lib/queries/sitemap'
import { propertyPath } from '@/lib/urls'

export const dynamic = 'force-dynamic'

const fixedPages = [
  '/',
  '/for-sale',
  '/for-rent',
  '/new-builds',
  '/contact',
  '/free-valuation',
  '/keep-me-informed',
] as const

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = serverUrl()
  const enabled = await getEnabledLocales()
  const entries: MetadataRoute.Sitemap = []

  const add = (pathFor: (locale: (typeof enabled)[number]) => string, lastModified?: string) => {
    const languages = Object.fromEntries(
      enabled.map((code) => [localeTags[code], origin + pathFor(code)]),
    )
    for (const locale of enabled) {
      entries.push({
        url: origin + pathFor(locale),
        ...(lastModified ? { lastModified } : {}),
        alternates: { languages },
      })
    }
  }

  for (const href of fixedPages) add((locale) => getPathname({ locale, href }))
  for (const property of await findSitemapProperties()) {
    add(
      (locale) =>
        propertyPath(locale, {
          id: property.id,
          goal: property.goal,
          city: property.city,
          title: property.title[locale] ?? '',
        }),
      property.updatedAt,
    )
  }
  return entries
}
