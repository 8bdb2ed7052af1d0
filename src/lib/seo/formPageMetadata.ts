// The metadata of a fixed form page (jobs, free valuation, …): the page's h1 and introduction
// from `Forms.ui` as title and description, and its alternates in every enabled language.
import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Href } from '@/i18n/navigation'
import { getEnabledLocales } from '@/lib/data/settings'

import { alternatesFor } from './alternates'
import type { FormUiKey } from '@/i18n/messageKeys'

export async function formPageMetadata({
  params,
  titleKey,
  descriptionKey,
  href,
}: {
  params: Promise<{ locale: Locale }>
  /** `Forms.ui` keys, the same the page shows as its h1 and introduction. */
  titleKey: FormUiKey
  descriptionKey: FormUiKey
  href: Href
}): Promise<Metadata> {
  const { locale } = await params
  const [t, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getEnabledLocales(),
  ])
  return {
    title: t(titleKey),
    description: t(descriptionKey),
    alternates: alternatesFor({ locale, href, enabled }),
  }
}
