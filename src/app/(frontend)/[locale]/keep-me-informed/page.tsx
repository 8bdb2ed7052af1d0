import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessages } from '@/components/forms/FormMessages'
import { DemandRegisterForm } from '@/components/forms/DemandRegisterForm'
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
    title: t('demandTitle'),
    description: t('demandIntro'),
    alternates: alternatesFor({ locale, href: '/keep-me-informed', enabled }),
  }
}

export default async function KeepMeInformedPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getFormTexts('demand-register', locale),
  ])
  return (
    <div className="container">
      <h1>{t('demandTitle')}</h1>
      <p>{t('demandIntro')}</p>
      <FormMessages locale={locale}>
        <DemandRegisterForm
          locale={locale}
          startedAt={signStartedAt()}
          errorText={texts.errorText}
        />
      </FormMessages>
    </div>
  )
}
