import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessages } from '@/components/forms/FormMessages'
import { ValuationForm } from '@/components/forms/ValuationForm'
import type { Locale } from '@/i18n/locales'
import { signStartedAt } from '@/lib/forms/antispam'
import { getFormTexts } from '@/lib/forms/queries'
import { getEnabledLocales } from '@/lib/queries/settings'
import { alternatesFor } from '@/lib/seo/alternates'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getEnabledLocales(),
  ])
  return {
    title: t('valuationTitle'),
    description: t('valuationIntro'),
    alternates: alternatesFor({ locale, href: '/free-valuation', enabled }),
  }
}

export default async function FreeValuationPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getFormTexts('valuation', locale),
  ])
  return (
    <div className="container">
      <h1>{t('valuationTitle')}</h1>
      <p>{t('valuationIntro')}</p>
      <FormMessages locale={locale}>
        <ValuationForm locale={locale} startedAt={signStartedAt()} errorText={texts.errorText} />
      </FormMessages>
    </div>
  )
}
