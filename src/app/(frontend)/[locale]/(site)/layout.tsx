import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { CookieConsent } from '@/components/consent/CookieConsent'
import { FavouriteHearts } from '@/components/favourites/FavouriteHearts'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { MeasurementLoader } from '@/components/measurement/MeasurementLoader'
import { DraftBanner } from '@/components/preview/DraftBanner'
import { RefreshOnSave } from '@/components/preview/RefreshOnSave'
import { routing } from '@/i18n/routing'

/**
 * Every public page's frame: skip link, cookie banner, header with the language switcher of the
 * page shown (`languages`, the @languages slot: decision 0010), footer. The root layout above
 * has already rejected a disabled language.
 */
type Props = {
  children: ReactNode
  languages: ReactNode
  params: Promise<{ locale: string }>
}

export default async function SiteLayout({ children, languages, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Layout' })
  // An editor's preview (/api/preview): the admin's live preview refreshes the page on save.
  const { isEnabled: previewing } = await draftMode()

  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      {previewing && (
        <DraftBanner
          text={t('draftPreview')}
          exitText={t('exitPreview')}
          exitHref={`/api/preview/?exit=1&locale=${locale}`}
        />
      )}
      <CookieConsent locale={locale} />
      {/* Around the page only the error page's texts (the root layout's provider): a client
          island that needs catalogue texts gets its own, with only those texts (the forms:
          FormMessages, the newsletter). */}
      <SiteHeader locale={locale} languageSwitcher={languages} />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      {/* Every favourite heart of the page, shown and toggled by one island. */}
      <FavouriteHearts />
      {previewing && <RefreshOnSave />}
      <MeasurementLoader previewing={previewing} />
    </>
  )
}
