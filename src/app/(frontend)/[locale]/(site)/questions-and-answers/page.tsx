import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/components/content/Breadcrumbs'
import { trail } from '@/components/content/crumbs'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { findQaCategories } from '@/lib/data/content'
import { getEnabledLocales } from '@/lib/data/settings'
import { alternatesFor } from '@/lib/seo/alternates'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    getEnabledLocales(),
  ])
  return {
    title: t('qa'),
    alternates: alternatesFor({ locale, href: '/questions-and-answers', enabled }),
  }
}

export default async function QaPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, categories, crumbs] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    findQaCategories(locale),
    trail(locale, { href: '/questions-and-answers', titleKey: 'qa' }),
  ])
  return (
    <div className="container">
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <h1>{t('qa')}</h1>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={{
                pathname: '/questions-and-answers/[category]',
                params: { category: category.slug ?? String(category.id) },
              }}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
