import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessages } from '@/components/forms/FormMessages'
import { DemandRegisterForm } from '@/components/forms/DemandRegisterForm'
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
    titleKey: 'demandTitle',
    descriptionKey: 'demandIntro',
    href: '/keep-me-informed',
  })
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
