import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

import { PlaceCombobox } from './PlaceCombobox'
import { placeComboboxTexts } from './placeComboboxTexts'

/** A one-field search (town or postcode) into the sale or the rent list; no JavaScript needed. */
export async function SearchInline({ locale, id }: { locale: Locale; id: string }) {
  const [t, placeTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    placeComboboxTexts(locale),
  ])
  const forSale = getPathname({ locale, href: '/for-sale' })
  const forRent = getPathname({ locale, href: '/for-rent' })
  return (
    <form action={forSale} method="get" role="search" className="search-inline">
      <label htmlFor={id}>{t('searchLabel')}</label>
      <PlaceCombobox id={id} name="city" locale={locale} {...placeTexts} />
      <button type="submit">{t('searchForSale')}</button>
      <button type="submit" formAction={forRent}>
        {t('searchForRent')}
      </button>
    </form>
  )
}
