import type { ReactNode } from 'react'

import { RenderBlocks } from '@blocks/RenderBlocks'
import { Picture } from '@/components/layout/Picture'
import { toImage } from '@/lib/images'
import type { Locale } from '@/i18n/locales'
import { resolveBlockData } from '@/lib/data/content'
import type { Article } from '@/payload-types'

import { Breadcrumbs, type Crumb } from './Breadcrumbs'

/**
 * An article of the CMS: title, hero image, introduction and its page-builder blocks; `children`
 * follow them (a service's sub-pages).
 */
export async function ArticleView({
  article,
  locale,
  crumbs,
  children,
}: {
  article: Article
  locale: Locale
  crumbs: Crumb[]
  children?: ReactNode
}) {
  const hero = toImage(article.heroImage, 'hero')
  const data = await resolveBlockData(article.layout, locale)
  return (
    <article className="container article">
      <Breadcrumbs crumbs={crumbs} locale={locale} />
      <h1>{article.title}</h1>
      {article.excerpt && <p className="article__excerpt">{article.excerpt}</p>}
      {hero && (
        <Picture
          src={hero.url}
          alt={hero.alt}
          width={hero.width}
          height={hero.height}
          sizes="(max-width: 1200px) 100vw, 1200px"
          preload
          className="article__hero"
        />
      )}
      <RenderBlocks blocks={article.layout} locale={locale} data={data} />
      {children}
    </article>
  )
}
