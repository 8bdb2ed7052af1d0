// The home page's search: type, town or postcode and budget, sent as the list's own URL filters
// (a plain GET form: works without JavaScript). The two buttons choose the goal.
import { getTranslations } from 'next-intl/server'

import { PlaceCombobox } from '@/components/search/PlaceCombobox'
import { placeComboboxTexts } from '@/components/search/placeComboboxTexts'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import type { SearchBoxBlock as SearchBoxBlockData } from '@/payload-types'
import { PROPERTY_TYPES } from '@/lib/site/propertyTypes'

import styles from './SearchBox.module.css'

export async function SearchBoxBlock({
  block,
  locale,
}: {
  block: SearchBoxBlockData
  locale: Locale
}) {
  const [t, tFilters, tTypes, placeTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'Blocks' }),
    getTranslations({ locale, namespace: 'SearchFilters' }),
    getTranslations({ locale, namespace: 'PropertyTypes' }),
    placeComboboxTexts(locale),
  ])
  const id = `search-${block.id ?? 'box'}`
  return (
    <section className={`block block--search ${styles.box}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{block.heading || t('searchHeading')}</h2>
      <form
        action={getPathname({ locale, href: '/for-sale' })}
        method="get"
        role="search"
        aria-labelledby={`${id}-heading`}
        className={styles.form}
      >
        <div className="field">
          <label htmlFor={`${id}-type`}>{tFilters('type')}</label>
          <select id={`${id}-type`} name="type" defaultValue="">
            <option value="">{tFilters('anyType')}</option>
            {PROPERTY_TYPES.map((value) => (
              <option key={value} value={value}>
                {tTypes.has(value) ? tTypes(value as 'house') : value}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-place`}>{tFilters('place')}</label>
          <PlaceCombobox id={`${id}-place`} name="city" locale={locale} {...placeTexts} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-budget`}>{tFilters('maxPrice')}</label>
          <input id={`${id}-budget`} name="maxPrice" type="number" min={0} step={1000} />
        </div>
        <div className={styles.actions}>
          <button type="submit">{t('searchForSale')}</button>
          <button type="submit" formAction={getPathname({ locale, href: '/for-rent' })}>
            {t('searchForRent')}
          </button>
        </div>
      </form>
    </section>
  )
}
