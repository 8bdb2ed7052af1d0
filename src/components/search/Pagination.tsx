import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

type Props = {
  locale: Locale
  pathname: '/for-sale' | '/for-rent'
  /** The list's other parameters, kept on every page link. */
  query: Record<string, string | string[]>
  page: number
  totalPages: number
  totalDocs: number
}

const withPage = (query: Record<string, string | string[]>, page: number) => {
  const { page: _current, ...rest } = query
  return page > 1 ? { ...rest, page: String(page) } : rest
}

/** "Page X of Y [N objects]" with previous and next links that keep the list's path. */
export async function Pagination({ locale, pathname, query, page, totalPages, totalDocs }: Props) {
  const t = await getTranslations({ locale, namespace: 'PropertyList' })
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <p className="pagination__status" aria-live="polite">
        {t('paging', { page, pages: totalPages, count: totalDocs })}
      </p>
      <ul>
        {page > 1 && (
          <li>
            <Link href={{ pathname, query: withPage(query, page - 1) }} rel="prev">
              {t('previousPage')}
            </Link>
          </li>
        )}
        {page < totalPages && (
          <li>
            <Link href={{ pathname, query: withPage(query, page + 1) }} rel="next">
              {t('nextPage')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
