import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/components/content/Breadcrumbs'
import { trail } from '@/components/content/crumbs'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { alternatesForPaths, findLanguagePaths } from '@/lib/data/alternates'
import { findQaCategories, findQuestions } from '@/lib/data/content'
import { getEnabledLocales } from '@/lib/data/settings'
import { redirectIfMoved } from '@/lib/redirects'

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []

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
  if (!found) return {}
  const enabled = await getEnabledLocales()
  const route = {
    pathname: '/questions-and-answers/[category]/[slug]' as const,
    params: { category, slug },
  }
  return {
    title: found.question.seo?.metaTitle || found.question.question,
    alternates: alternatesForPaths(
      locale,
      await findLanguagePaths({ locale, route, enabled }),
      enabled,
    ),
  }
}

export default async function QuestionPage({ params }: Props) {
  const { locale, category, slug } = await params
  setRequestLocale(locale)
  const found = await load(locale, category, slug)
  if (!found) {
    // A renamed question or category: its old address leads to the current one (308).
    const pathname = '/questions-and-answers/[category]/[slug]'
    await redirectIfMoved(getPathname({ locale, href: { pathname, params: { category, slug } } }))
    notFound()
  }
  const crumbs = [
    ...(await trail(locale, { href: '/questions-and-answers', titleKey: 'qa' })),
    {
      name: found.category.name,
      href: getPathname({
        locale,
        href: { pathname: '/questions-and-answers/[category]', params: { category } },
      }),
    },
    {
      name: found.question.question,
      href: getPathname({
        locale,
        href: { pathname: '/questions-and-answers/[category]/[slug]', params: { category, slug } },
      }),
    },
  ]
  return (
    <article className="container article">
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <h1>{found.question.question}</h1>
      {found.question.answer && <RichText data={found.question.answer} />}
    </article>
  )
}
