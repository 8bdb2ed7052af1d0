import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { findQaCategories, findQuestions } from '@/lib/queries/content'

type Props = { params: Promise<{ locale: Locale; category: string }> }

const load = async (locale: Locale, slug: string) =>
  (await findQaCategories(locale)).find((category) => category.slug === slug) ?? null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await params
  const found = await load(locale, category)
  return found ? { title: found.name } : {}
}

export default async function QaCategoryPage({ params }: Props) {
  const { locale, category: slug } = await params
  setRequestLocale(locale)
  const category = await load(locale, slug)
  if (!category) notFound()
  const [t, questions] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    findQuestions(category.id, locale),
  ])
  return (
    <div className="container">
      <p>
        <Link href="/questions-and-answers">{t('qa')}</Link>
      </p>
      <h1>{t('questionsIn', { category: category.name })}</h1>
      <ul>
        {questions.map((question) => (
          <li key={question.id}>
            <Link
              href={{
                pathname: '/questions-and-answers/[category]/[slug]',
                params: { category: slug, slug: question.slug ?? String(question.id) },
              }}
            >
              {question.question}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
