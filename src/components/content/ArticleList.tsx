import { getFormatter, getTranslations } from 'next-intl/server'

import { CardMedia } from '@/components/property/PropertyCard'
import { toImage } from '@/lib/images'
import type { Locale } from '@/i18n/locales'
import type { Article } from '@/payload-types'

/**
 * A list of articles as cards linking to their pages. Each card's title is an h2 under a page's
 * h1, an h3 under a section's h2 (a block, the sub-pages of a service).
 */
export async function ArticleList({
  articles,
  hrefFor,
  locale,
  headingLevel = 2,
}: {
  articles: Article[]
  hrefFor: (article: Article) => string
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    getFormatter({ locale }),
  ])
  if (!articles.length) return <p role="status">{t('noArticles')}</p>
  return (
    <div className="property-grid">
      {articles.map((article) => {
        const image = toImage(article.heroImage, 'card')
        return (
          <article
            key={article.id}
            className="property-card"
            aria-labelledby={`article-${article.id}`}
          >
            <CardMedia image={image} sizes="384px" />
            <div className="property-card__body">
              <Heading id={`article-${article.id}`} className="property-card__title">
                <a href={hrefFor(article)}>{article.title}</a>
              </Heading>
              {article.publishedAt && (
                <p className="property-card__place">
                  {t('publishedOn', {
                    date: format.dateTime(new Date(article.publishedAt), { dateStyle: 'long' }),
                  })}
                </p>
              )}
              {article.excerpt && <p>{article.excerpt}</p>}
            </div>
          </article>
        )
      })}
    </div>
  )
}
