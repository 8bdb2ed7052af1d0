import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessages } from '@/components/forms/FormMessages'
import { ValuationForm } from '@/components/forms/ValuationForm'
import type { Locale } from '@/i18n/locales'
import { signStartedAt } from '@/lib/forms/antispam'
import { getFormTexts } from '@/lib/forms/queries'
import { formPageMetadata } from '@/lib/seo/formPageMetadata'

/** A form page: its timing token is signed per visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export function generateMetadata({ params }: Props) {
  return formPageMetadata({
    params,
    titleKey: 'valuationTitle',
    descriptionKey: 'valuationIntro',
    href: '/free-valuation',
  })
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
