import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PropertyListPage } from '@/components/property/PropertyListPage'
import type { Locale } from '@/i18n/locales'
import { getEnabledLocales } from '@/lib/queries/settings'
import { alternatesFor } from '@/lib/seo/alternates'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyList' }),
    getEnabledLocales(),
  ])
  return {
    title: t('forRentTitle'),
    description: t('forRentDescription'),
    alternates: alternatesFor({ locale, href: '/for-rent', enabled }),
  }
}

export default async function ForRentPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <PropertyListPage goal="rent" locale={locale} searchParams={await searchParams} />
}
