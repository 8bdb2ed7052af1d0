import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider, hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { localeTags } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Home' })
  return { title: { default: t('title'), template: `%s` } }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Layout' })

  return (
    <html lang={localeTags[locale]}>
      <body>
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        {/* Client components get the locale only; their texts arrive as props. */}
        <NextIntlClientProvider locale={locale} messages={null}>
          <SiteHeader locale={locale} />
        </NextIntlClientProvider>
        <main id="content" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter locale={locale} />
      </body>
    </html>
  )
}
