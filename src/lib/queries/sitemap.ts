import 'server-only'

import { unstable_cache } from 'next/cache'

import { locales, type Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'

export type SitemapProperty = {
  id: number
  goal: 'sale' | 'rent'
  city: string
  title: Partial<Record<Locale, string>>
  updatedAt: string
}

/** Every published property with its title in every language, in one query. */
export const findSitemapProperties = unstable_cache(
  async (): Promise<SitemapProperty[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'properties',
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { title: true, goal: true, city: true, updatedAt: true },
      overrideAccess: false,
    })
    return docs.map((doc) => {
      const titles = (doc.title ?? {}) as unknown as Partial<Record<Locale, string>>
      return {
        id: doc.id,
        goal: doc.goal,
        city: doc.city,
        // Visitors of a language without a title see the Dutch one (fallback), under that slug.
        title: Object.fromEntries(locales.map((code) => [code, titles[code] || titles.nl || ''])),
        updatedAt: doc.updatedAt,
      }
    })
  },
  ['sitemap-properties'],
  { tags: [cacheTags.propertyLists], revalidate: 3600 },
)
