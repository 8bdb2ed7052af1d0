import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactForm } from '@/components/forms/ContactForm'
import { FormMessages } from '@/components/forms/FormMessages'
import { VisitRequestForm } from '@/components/forms/VisitRequestForm'
import type { Locale } from '@/i18n/locales'
import { signStartedAt } from '@/lib/forms/antispam'
import { getFormProperty, getFormTexts } from '@/lib/forms/queries'
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

/** The contact page; with ?property={id} it asks for a visit of that property instead. */
export default async function ContactPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { property: propertyParam } = await searchParams
  const propertyId = typeof propertyParam === 'string' ? propertyParam : undefined
  const [t, property] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    propertyId ? getFormProperty(propertyId, locale) : null,
  ])
  const texts = await getFormTexts(property ? 'visit-request' : 'contact', locale)
  const startedAt = signStartedAt()
  return (
    <div className="container">
      <h1>{property ? `${t('visitTitle')}: ${property.title}` : t('contactTitle')}</h1>
      <p>{t('contactIntro')}</p>
      <FormMessages locale={locale}>
        {property ? (
          <VisitRequestForm
            locale={locale}
            startedAt={startedAt}
            propertyId={property.id}
            errorText={texts.errorText}
          />
        ) : (
          <ContactForm locale={locale} startedAt={startedAt} errorText={texts.errorText} />
        )}
      </FormMessages>
    </div>
  )
}
