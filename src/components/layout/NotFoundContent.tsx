import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'

/** "Oops, this page no longer exists" with a search form (works without JavaScript) and a link home. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  const forSale = getPathname({ locale, href: '/for-sale' })
  const forRent = getPathname({ locale, href: '/for-rent' })
  return (
    <div className="container not-found">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <form action={forSale} method="get" role="search" className="search-inline">
        <label htmlFor="not-found-city">{t('searchLabel')}</label>
        <input id="not-found-city" name="city" type="search" autoComplete="address-level2" />
        <button type="submit">{t('searchForSale')}</button>
        <button type="submit" formAction={forRent}>
          {t('searchForRent')}
        </button>
      </form>
      <p>
        <Link href="/">{t('homeLink')}</Link>
      </p>
    </div>
  )
}
