import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { findQaCategories, findQuestions } from '@/lib/queries/content'

type Props = { params: Promise<{ locale: Locale; category: string; slug: string }> }

const load = async (locale: Locale, categorySlug: string, slug: string) => {
  const category = (await findQaCategories(locale)).find((item) => item.slug === categorySlug)
  if (!category) return null
  const question = (await findQuestions(category.id, locale)).find((item) => item.slug === slug)
  return question ? { category, question } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category, slug } = await params
  const found = await load(locale, category, slug)
  return found ? { title: found.question.seo?.metaTitle || found.question.question } : {}
}

export default async function QuestionPage({ params }: Props) {
  const { locale, category, slug } = await params
  setRequestLocale(locale)
  const found = await load(locale, category, slug)
  if (!found) notFound()
  const t = await getTranslations({ locale, namespace: 'Content' })
  return (
    <article className="container article">
      <p>
        <Link href="/questions-and-answers">{t('qa')}</Link> ›{' '}
        <Link href={{ pathname: '/questions-and-answers/[category]', params: { category } }}>
          {found.category.name}
        </Link>
      </p>
      <h1>{found.question.question}</h1>
      {found.question.answer && <RichText data={found.question.answer} />}
    </article>
  )
}
