import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessages } from '@/components/forms/FormMessages'
import { JobForm } from '@/components/forms/JobForm'
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
    title: t('jobsTitle'),
    description: t('jobsIntro'),
    alternates: alternatesFor({ locale, href: '/jobs', enabled }),
  }
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
