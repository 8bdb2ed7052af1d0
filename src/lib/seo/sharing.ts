// Open Graph and Twitter cards of a content page (a property, a project). A page's `openGraph`
// replaces the layout's as a whole in Next's metadata, so the site name and locale the layout
// sets are repeated here.
import type { Metadata } from 'next'

import { localeTags, type Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/lib/data/settings'

type Image = { url: string; width: number; height: number; alt: string } | null

export const sharingMetadata = async ({
  locale,
  title,
  description,
  url,
  image,
}: {
  locale: Locale
  title: string
  description: string
  url: string | undefined
  image: Image
}): Promise<Pick<Metadata, 'openGraph' | 'twitter'>> => {
  const settings = await getSiteSettings(locale)
  return {
    openGraph: {
      type: 'website',
      siteName: settings.agencyName,
      locale: localeTags[locale].replace('-', '_'),
      title,
      description,
      url,
      ...(image ? { images: [image] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  }
}
