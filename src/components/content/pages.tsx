// Page factories for content pages, so that each route file stays one line of wiring.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { ArticleKind } from '@/lib/site/articleKinds'
import type { Locale } from '@/i18n/locales'
import { getPathname, type Href } from '@/i18n/navigation'
import { findLanguagePaths, alternatesForPaths } from '@/lib/data/alternates'
import { findArticles, getArticle, resolveBlockData } from '@/lib/data/content'
import { getEnabledLocales } from '@/lib/data/settings'
import { redirectIfMoved } from '@/lib/redirects'
import { alternatesFor } from '@/lib/seo/alternates'
import type { Article } from '@/payload-types'

import { RenderBlocks } from '@blocks/RenderBlocks'

import { ArticleList } from './ArticleList'
import { ArticleView } from './ArticleView'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { ServicesApproach } from './ServicesApproach'
import { articlePath } from '@/lib/site/paths'

type TitleKey =
  | 'news'
  | 'services'
  | 'aboutUs'
  | 'privacy'
  | 'cookiePolicy'
  | 'disclaimer'
  | 'freeAdvice'
  | 'method'
  | 'stepPlan'
  | 'strengths'
/** A page shown under another in the breadcrumbs (the method under the services). */
type ParentPage = { titleKey: TitleKey; href: Href }
type LocaleParams = { params: Promise<{ locale: Locale }> }
type SlugParams = { params: Promise<{ locale: Locale; slug: string }> }

const homeCrumb = async (locale: Locale) => ({
  name: (await getTranslations({ locale, namespace: 'Layout' }))('home'),
  href: getPathname({ locale, href: '/' }),
})

/** The crumb of the page a fixed page belongs to, if any. */
const parentCrumbs = async (locale: Locale, parent?: ParentPage): Promise<Crumb[]> => {
  if (!parent) return []
  const t = await getTranslations({ locale, namespace: 'Content' })
  return [{ name: t(parent.titleKey), href: getPathname({ locale, href: parent.href }) }]
}

const articleMetadata = (article: Article | null, fallback: string): Metadata => ({
  title: article?.seo?.metaTitle || article?.title || fallback,
  description: article?.seo?.metaDescription || article?.excerpt || undefined,
})

/** A fixed page whose text is the latest published article of one kind (about us, privacy…). */
export const singleArticlePage = (
  kind: ArticleKind,
  titleKey: TitleKey,
  href: Href,
  parent?: ParentPage,
) => ({
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
      ...(await parentCrumbs(locale, parent)),
      { name: article.title, href: getPathname({ locale, href }) },
    ]
    return <ArticleView article={article} locale={locale} crumbs={crumbs} />
  },
})

/**
 * A fixed page that shows every published article of one kind, each with its blocks (the
 * strengths); 404 while there is none.
 */
export const articleGroupPage = (
  kind: ArticleKind,
  titleKey: TitleKey,
  href: Href,
  parent?: ParentPage,
) => ({
  generateMetadata: async ({ params }: LocaleParams): Promise<Metadata> => {
    const { locale } = await params
    const [t, enabled] = await Promise.all([
      getTranslations({ locale, namespace: 'Content' }),
      getEnabledLocales(),
    ])
    return { title: t(titleKey), alternates: alternatesFor({ locale, href, enabled }) }
  },
  Page: async function ArticleGroupPage({ params }: LocaleParams) {
    const { locale } = await params
    setRequestLocale(locale)
    const [t, articles] = await Promise.all([
      getTranslations({ locale, namespace: 'Content' }),
      findArticles([kind], locale),
    ])
    if (!articles.length) notFound()
    const blockData = await Promise.all(
      articles.map((article) => resolveBlockData(article.layout, locale)),
    )
    const crumbs = [
      await homeCrumb(locale),
      ...(await parentCrumbs(locale, parent)),
      { name: t(titleKey), href: getPathname({ locale, href }) },
    ]
    return (
      <div className="container article">
        <Breadcrumbs crumbs={crumbs} locale={locale} />
        <h1>{t(titleKey)}</h1>
        {articles.map((article, index) => (
          <section key={article.id} aria-labelledby={`${kind}-${article.id}`}>
            <h2 id={`${kind}-${article.id}`}>{article.title}</h2>
            {article.excerpt && <p className="article__excerpt">{article.excerpt}</p>}
            <RenderBlocks blocks={article.layout} locale={locale} data={blockData[index]} />
          </section>
        ))}
      </div>
    )
  },
})

const idOf = (value: Article['parent']) => (typeof value === 'object' ? value?.id : value)

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
      const crumbs = [
        await homeCrumb(locale),
        { name: t(titleKey), href: getPathname({ locale, href: listHref }) },
      ]
      return (
        <div className="container">
          <Breadcrumbs crumbs={crumbs} locale={locale} />
          <h1>{t(titleKey)}</h1>
          <ArticleList
            articles={articles}
            hrefFor={(article) => itemHref(locale, article)}
            locale={locale}
          />
          {listHref === '/services' ? <ServicesApproach locale={locale} /> : null}
        </div>
      )
    },
    itemMetadata: async ({ params }: SlugParams): Promise<Metadata> => {
      const { locale, slug } = await params
      const enabled = await getEnabledLocales()
      const [article, paths] = await Promise.all([
        getArticle({ kinds, slug }, locale),
        findLanguagePaths({
          locale,
          route: { pathname: `${listHref}/[slug]`, params: { slug } },
          enabled,
        }),
      ])
      return {
        ...articleMetadata(article, slug),
        alternates: alternatesForPaths(locale, paths, enabled),
      }
    },
    Item: async function ArticleItemPage({ params }: SlugParams) {
      const { locale, slug } = await params
      setRequestLocale(locale)
      const [t, article] = await Promise.all([
        getTranslations({ locale, namespace: 'Content' }),
        getArticle({ kinds, slug }, locale),
      ])
      if (!article) {
        // A renamed article's old address leads to the new one (308), not to a 404.
        await redirectIfMoved(articlePath(locale, listHref, { id: slug, slug }))
        notFound()
      }
      // A service sub-page sits under its service; a service lists its sub-pages.
      const parent = typeof article.parent === 'object' ? article.parent : null
      const subPages =
        article.kind === 'service'
          ? (await findArticles(['service-page'], locale)).filter(
              (page) => idOf(page.parent) === article.id,
            )
          : []
      const crumbs = [
        await homeCrumb(locale),
        { name: t(titleKey), href: getPathname({ locale, href: listHref }) },
        ...(parent?.slug ? [{ name: parent.title, href: itemHref(locale, parent) }] : []),
        { name: article.title, href: itemHref(locale, article) },
      ]
      return (
        <ArticleView article={article} locale={locale} crumbs={crumbs}>
          {subPages.length ? (
            <section aria-labelledby="sub-pages" className="block">
              <h2 id="sub-pages">{t('subPages')}</h2>
              <ArticleList
                headingLevel={3}
                articles={subPages}
                hrefFor={(page) => itemHref(locale, page)}
                locale={locale}
              />
            </section>
          ) : null}
        </ArticleView>
      )
    },
  }
}
