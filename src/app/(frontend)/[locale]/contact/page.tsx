import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactForm } from '@/components/forms/ContactForm'
import { FormMessages } from '@/components/forms/FormMessages'
import { BrochureForm, VisitRequestForm } from '@/components/forms/VisitRequestForm'
import type { Locale } from '@/i18n/locales'
import { signStartedAt } from '@/lib/forms/antispam'
import { getFormProject, getFormProperty, getFormTexts } from '@/lib/forms/queries'
import { getEnabledLocales } from '@/lib/queries/settings'
import { alternatesFor } from '@/lib/seo/alternates'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getEnabledLocales(),
  ])
  return {
    title: t('contactTitle'),
    description: t('contactIntro'),
    alternates: alternatesFor({ locale, href: '/contact', enabled }),
  }
}

/**
 * The contact page; with ?property={id} it asks for a visit of that property, with ?project={id}
 * for the brochure of that new-build project.
 */
export default async function ContactPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = await searchParams
  const idOf = (value: unknown) => (typeof value === 'string' ? value : undefined)
  const propertyId = idOf(query.property)
  const projectId = idOf(query.project)
  const [t, property, project] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    propertyId ? getFormProperty(propertyId, locale) : null,
    projectId ? getFormProject(projectId, locale) : null,
  ])
  const kind = property ? 'visit-request' : project ? 'brochure' : 'contact'
  const texts = await getFormTexts(kind, locale)
  const formProps = { locale, startedAt: signStartedAt(), errorText: texts.errorText }
  return (
    <div className="container">
      <h1>
        {property
          ? `${t('visitTitle')}: ${property.title}`
          : project
            ? `${t('brochureTitle')}: ${project.title}`
            : t('contactTitle')}
      </h1>
      <p>{t('contactIntro')}</p>
      <FormMessages locale={locale}>
        {property ? (
          <VisitRequestForm propertyId={property.id} {...formProps} />
        ) : project ? (
          <BrochureForm projectId={project.id} {...formProps} />
        ) : (
          <ContactForm {...formProps} />
        )}
      </FormMessages>
    </div>
  )
}
