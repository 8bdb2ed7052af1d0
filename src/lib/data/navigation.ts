// The header and footer menus of the navigation global, per language (tags: navigation, and
// articles because a menu item may link an article whose slug changes).
import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { getPayloadClient } from '@/lib/payload'
import type { Navigation } from '@/payload-types'

export const getNavigation = cache((locale: Locale) =>
  unstable_cache(
    async (): Promise<Pick<Navigation, 'header' | 'footer'>> => {
      const payload = await getPayloadClient()
      const navigation = await payload.findGlobal({
        slug: 'navigation',
        locale,
        depth: 1,
        // A linked article needs only what its path is built from.
        populate: { articles: { kind: true, slug: true } },
        overrideAccess: false,
      })
      return { header: navigation.header ?? [], footer: navigation.footer ?? [] }
    },
    ['navigation', locale],
    { tags: [cacheTags.navigation, cacheTags.articles], revalidate: 3600 },
  )(),
)
