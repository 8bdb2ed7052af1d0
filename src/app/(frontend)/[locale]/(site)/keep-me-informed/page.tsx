import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessages } from '@/components/forms/FormMessages'
import { DemandRegisterForm } from '@/components/forms/DemandRegisterForm'
import type { Locale } from '@/i18n/locales'
import { demandDefaults } from '@/lib/alerts/prefill'
import { signStartedAt } from '@/lib/forms/antispam'
import { getFormTexts } from '@/lib/forms/queries'
import { formPageMetadata } from '@/lib/seo/formPageMetadata'

/** A form page: its timing token is signed per visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props) {
  return formPageMetadata({
    params,
    titleKey: 'demandTitle',
    descriptionKey: 'demandIntro',
    href: '/keep-me-informed',
  })
}

export default async function KeepMeInformedPage({ params, searchParams }: Props) {
  const { locale } = await params
  // A list page's "save this search" link carries the list's filters (src/lib/alerts/prefill.ts).
  const defaults = demandDefaults(await searchParams)
  setRequestLocale(locale)
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getFormTexts('demand-register', locale),
  ])
  const tAlerts = await getTranslations({ locale, namespace: 'Alerts.save' })
  return (
    <div className="container">
      <h1>{t('demandTitle')}</h1>
      <p>{t('demandIntro')}</p>
      {defaults ? <p className="form-notice">{tAlerts('prefilled')}</p> : null}
      <FormMessages locale={locale}>
        <DemandRegisterForm
          locale={locale}
          startedAt={signStartedAt()}
          errorText={texts.errorText}
          defaults={defaults}
        />
      </FormMessages>
    </div>
  )
}
