import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessages } from '@/components/forms/FormMessages'
import { TestimonialForm } from '@/components/forms/TestimonialForm'
import { Breadcrumbs } from '@/components/content/Breadcrumbs'
import { trail } from '@/components/content/crumbs'
import type { Locale } from '@/i18n/locales'
import { signStartedAt } from '@/lib/forms/antispam'
import { getFormTexts } from '@/lib/forms/queries'
import { findTestimonials } from '@/lib/data/content'
import { getEnabledLocales } from '@/lib/data/settings'
import { alternatesFor } from '@/lib/seo/alternates'

/** A form page: its timing token is signed per visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    getEnabledLocales(),
  ])
  return {
    title: t('testimonials'),
    description: t('testimonialsIntro'),
    alternates: alternatesFor({ locale, href: '/testimonials', enabled }),
  }
}

export default async function TestimonialsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, forms, testimonials, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    getTranslations({ locale, namespace: 'Forms.ui' }),
    findTestimonials(locale),
    getFormTexts('testimonial', locale),
  ])
  const crumbs = await trail(locale, { href: '/testimonials', titleKey: 'testimonials' })
  return (
    <div className="container">
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <h1>{t('testimonials')}</h1>
      <p>{t('testimonialsIntro')}</p>
      <ul className="testimonial-list">
        {testimonials.map((item) => (
          <li key={item.id}>
            <figure>
              <blockquote>{item.opinion}</blockquote>
              <figcaption>
                {item.name}
                {item.aboutYou ? `, ${item.aboutYou}` : ''}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <section className="form-section" aria-labelledby="testimonial-form-title">
        <h2 id="testimonial-form-title">{forms('testimonialFormTitle')}</h2>
        <FormMessages locale={locale}>
          <TestimonialForm
            locale={locale}
            startedAt={signStartedAt()}
            errorText={texts.errorText}
          />
        </FormMessages>
      </section>
    </div>
  )
}
