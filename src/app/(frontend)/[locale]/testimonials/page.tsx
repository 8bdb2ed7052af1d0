import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { findTestimonials } from '@/lib/queries/content'
import { getEnabledLocales } from '@/lib/queries/settings'
import { alternatesFor } from '@/lib/seo/alternates'

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
  const [t, testimonials] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    findTestimonials(locale),
  ])
  return (
    <div className="container">
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
    </div>
  )
}
