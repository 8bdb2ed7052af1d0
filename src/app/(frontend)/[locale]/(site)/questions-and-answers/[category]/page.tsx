import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/components/content/Breadcrumbs'
import { trail } from '@/components/content/crumbs'
import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import { alternatesForPaths, findLanguagePaths } from '@/lib/data/alternates'
import { findQaCategories, findQuestions } from '@/lib/data/content'
import { getEnabledLocales } from '@/lib/data/settings'
import { redirectIfMoved } from '@/lib/redirects'

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []

type Props = { params: Promise<{ locale: Locale; category: string }> }

const load = async (locale: Locale, slug: string) =>
  (await findQaCategories(locale)).find((category) => category.slug === slug) ?? null

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await params
  const found = await load(locale, category)
  if (!found) return {}
  const enabled = await getEnabledLocales()
  const route = { pathname: '/questions-and-answers/[category]' as const, params: { category } }
  return {
    title: found.name,
    alternates: alternatesForPaths(
      locale,
      await findLanguagePaths({ locale, route, enabled }),
      enabled,
    ),
  }
}

export default async function QaCategoryPage({ params }: Props) {
  const { locale, category: slug } = await params
  setRequestLocale(locale)
  const category = await load(locale, slug)
  if (!category) {
    // A renamed category: its old address leads to the current one (308).
    const pathname = '/questions-and-answers/[category]'
    await redirectIfMoved(getPathname({ locale, href: { pathname, params: { category: slug } } }))
    notFound()
  }
  const [t, questions, qaTrail] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    findQuestions(category.id, locale),
    trail(locale, { href: '/questions-and-answers', titleKey: 'qa' }),
  ])
  const crumbs = [
    ...qaTrail,
    {
      name: category.name,
      href: getPathname({
        locale,
        href: { pathname: '/questions-and-answers/[category]', params: { category: slug } },
      }),
    },
  ]
  return (
    <div className="container">
      <Breadcrumbs crumbs={crumbs} locale={locale} />
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
