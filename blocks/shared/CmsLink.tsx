// A link an editor picked (blocks/fields/link.ts): a fixed page, an article or an external address.
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { articlePublicPath } from '@/lib/site/articleKinds'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { CallToActionBlock } from '@/payload-types'

import { linkRoutes } from '@/lib/site/linkRoutes'

export type LinkData = CallToActionBlock['link']

/** The href of an article link, or null when the article is not populated or has no page. */
const articleHref = (article: LinkData['article'], locale: Locale) =>
  article && typeof article === 'object' ? articlePublicPath(article, locale) : null

export async function CmsLink({
  link,
  locale,
  className,
  children,
}: {
  link: LinkData
  locale: Locale
  className?: string
  children?: ReactNode
}) {
  const text = children ?? link.label
  const kind = link.kind ?? 'route'
  if (kind === 'route' && link.route) {
    return (
      <Link href={linkRoutes[link.route]} locale={locale} className={className}>
        {text}
      </Link>
    )
  }
  if (kind === 'article') {
    const href = articleHref(link.article, locale)
    return href ? (
      <a href={href} className={className}>
        {text}
      </a>
    ) : null
  }
  if (kind === 'external' && link.url) {
    const t = await getTranslations({ locale, namespace: 'Blocks' })
    return link.newTab ? (
      <a href={link.url} className={className} target="_blank" rel="noopener noreferrer">
        {text} <span className="visually-hidden">({t('opensInNewTab')})</span>
      </a>
    ) : (
      <a href={link.url} className={className} rel="noopener">
        {text}
      </a>
    )
  }
  return null
}
