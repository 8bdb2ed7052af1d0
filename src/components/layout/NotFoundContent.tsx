import { getTranslations } from 'next-intl/server'

import { SearchInline } from '@/components/search/SearchInline'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

/** "Oops, this page no longer exists" with a search form (works without JavaScript) and a link home. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <div className="container not-found">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <SearchInline locale={locale} id="not-found-city" />
      <p>
        <Link href="/" locale={locale}>
          {t('homeLink')}
        </Link>
      </p>
    </div>
  )
}
