import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessages } from '@/components/forms/FormMessages'
import { JobForm } from '@/components/forms/JobForm'
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
    titleKey: 'jobsTitle',
    descriptionKey: 'jobsIntro',
    href: '/jobs',
  })
}

export default async function JobsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getFormTexts('job', locale),
  ])
  return (
    <div className="container">
      <h1>{t('jobsTitle')}</h1>
      <p>{t('jobsIntro')}</p>
      <section className="form-section" aria-labelledby="job-form-title">
        <h2 id="job-form-title">{t('jobFormTitle')}</h2>
        <FormMessages locale={locale}>
          <JobForm locale={locale} startedAt={signStartedAt()} errorText={texts.errorText} />
        </FormMessages>
      </section>
    </div>
  )
}
