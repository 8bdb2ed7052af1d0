import { getTranslations } from 'next-intl/server'

import { ArticleList } from '@/components/content/ArticleList'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { articlePath } from '@/lib/site/paths'
import type { Article, ArticleListBlock as ArticleListBlockData } from '@/payload-types'

import styles from '../shared/Block.module.css'

export async function ArticleListBlock({
  block,
  articles,
  locale,
}: {
  block: ArticleListBlockData
  articles: Article[]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  const headingId = `articles-${block.id ?? 'block'}`
  const news = block.kind === 'news'
  const hrefFor = (article: Article) => articlePath(locale, news ? '/news' : '/services', article)
  return (
    <section className="block block--articles" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      <ArticleList articles={articles} hrefFor={hrefFor} locale={locale} headingLevel={3} />
      <p className={styles.more}>
        <Link href={news ? '/news' : '/services'}>{t(news ? 'allNews' : 'allServices')}</Link>
      </p>
    </section>
  )
}
