// The metadata of a page meant for one visitor (the owner portal, a link from a mail): its title
// from the catalogue, and never indexed.
import 'server-only'

import type { Metadata } from 'next'
import type { MessageKeys, NestedKeyOf } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Catalogue } from '@/i18n/messageKeys'

export async function privatePageMetadata({
  params,
  titleKey,
  tokenInAddress = false,
}: {
  params: Promise<{ locale: Locale }>
  titleKey: MessageKeys<Catalogue, NestedKeyOf<Catalogue>>
  /**
   * A token in the address must reach neither what the page loads (the Referer header) nor the
   * next page's `document.referrer`, where measurement scripts would read it.
   */
  tokenInAddress?: boolean
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale })
  return {
    title: t(titleKey),
    robots: { index: false, follow: false },
    ...(tokenInAddress ? { referrer: 'no-referrer' } : {}),
  }
}
