// Page factories for content pages, so that each route file stays one line of wiring.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { ArticleKind } from '@collections/Articles/kinds'
import type { Locale } from '@/i18n/locales'
import { getPathname, type Href } from '@/i18n/navigation'
import { findArticles, getArticle } from '@/lib/queries/content'
import { getEnabledLocales } from '@/lib/queries/settings'
import { alternatesFor } from '@/lib/seo/alternates'
import type { Article } from '@/payload-types'

import { ArticleList } from './ArticleList'
import { ArticleView } from './ArticleView'
import { articlePath } from '@/lib/urls'

type TitleKey =
  'news' | 'services' | 'aboutUs' | 'privacy' | 'cookiePolicy' | 'disclaimer' | 'freeAdvice'
type LocaleParams = { params: Promise<{ locale: Locale }> }
type SlugParams = { params: Promise<{ locale: Locale; slug: string }> }

const homeCrumb = async (locale: Locale) => ({
  name: (await getTranslations({ locale, namespace: 'Layout' }))('home'),
  href: getPathname({ locale, href: '/' }),
})

const articleMetadata = (article: Article | null, fallback: string): Metadata => ({
  title: article?.seo?.metaTitle || article?.title || fallback,
  description: article?.seo?.metaDescription || article?.excerpt || undefined,
})

/** A fixed page whose text is the latest published article of one kind (about us, privacy…). */
export const singleArticlePage = (kind: ArticleKind, titleKey: TitleKey, href: Href) => ({
  generateMetadata: async ({ params }: LocaleParams): Promise<Metadata> => {
    const { locale } = await params
    const [article, t, enabled] = await Promise.all([
      getArticle({ kinds: [kind] }, locale),
      getTranslations({ locale, namespace: 'Content' }),
      getEnabledLocales(),
    ])
    return {
      ...articleMetadata(article, t(titleKey)),
      alternates: alternatesFor({ locale, href, enabled }),
    }
  },
  Page: async function SingleArticlePage({ params }: LocaleParams) {
    const { locale } = await params
    setRequestLocale(locale)
    const article = await getArticle({ kinds: [kind] }, locale)
    if (!article) notFound()
    const crumbs = [
      await homeCrumb(locale),
      { name: article.title, href: getPathname({ locale, href }) },
    ]
    return <ArticleView article={article} locale={locale} crumbs={crumbs} />
  },
})

/** A list of articles (news, services) and the page of each under the list's path. */
export const articleSection = (
  kinds: ArticleKind[],
  titleKey: 'news' | 'services',
  listHref: '/news' | '/services',
) => {
  const itemHref = (locale: Locale, article: Article) => articlePath(locale, listHref, article)
  return {
    listMetadata: async ({ params }: LocaleParams): Promise<Metadata> => {
      const { locale } = await params
      const [t, enabled] = await Promise.all([
        getTranslations({ locale, namespace: 'Content' }),
        getEnabledLocales(),
      ])
      return { title: t(titleKey), alternates: alternatesFor({ locale, href: listHref, enabled }) }
    },
    List: async function ArticleListPage({ params }: LocaleParams) {
      const { locale } = await params
      setRequestLocale(locale)
      const [t, articles] = await Promise.all([
        getTranslations({ locale, namespace: 'Content' }),
        findArticles(kinds.slice(0, 1), locale),
      ])
      return (
        <div className="container">
          <h1>{t(titleKey)}</h1>
          <ArticleList
            articles={articles}
            hrefFor={(article) => itemHref(locale, article)}
            locale={locale}
          />
        </div>
      )
    },
    itemMetadata: async ({ params }: SlugParams): Promise<Metadata> => {
      const { locale, slug } = await params
      return articleMetadata(await getArticle({ kinds, slug }, locale), slug)
    },
    Item: async function ArticleItemPage({ params }: SlugParams) {
      const { locale, slug } = await params
      setRequestLocale(locale)
      const [t, article] = await Promise.all([
        getTranslations({ locale, namespace: 'Content' }),
        getArticle({ kinds, slug }, locale),
      ])
      if (!article) notFound()
      const crumbs = [
        await homeCrumb(locale),
        { name: t(titleKey), href: getPathname({ locale, href: listHref }) },
        { name: article.title, href: itemHref(locale, article) },
      ]
      return <ArticleView article={article} locale={locale} crumbs={crumbs} />
    },
  }
}
