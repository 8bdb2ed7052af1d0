import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { hasMessage } from '@/i18n/messageKeys'
import { areaQuery } from '@/lib/search/area'
import { regions, sortOptions, type ListParams } from '@/lib/search/listParams'

import { FilterForm } from './FilterForm'
import { PlaceCombobox } from './PlaceCombobox'
import { placeComboboxTexts } from './placeComboboxTexts'
import styles from './SearchFilters.module.css'

const bedroomChoices = [1, 2, 3, 4, 5]
const epcChoices = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']

type Props = {
  locale: Locale
  action: string
  params: ListParams
  types: readonly string[]
}

/** How many filters narrow the list (the sort order and the view are not filters). */
export const activeFilterCount = (params: ListParams) =>
  [
    params.type.length > 0,
    params.city.length + params.zip.length > 0,
    params.region !== undefined,
    params.minPrice !== undefined,
    params.maxPrice !== undefined,
    params.minBedrooms !== undefined,
    params.garden,
    params.terrace,
    params.garage,
    params.epc.length > 0,
    params.area !== undefined,
  ].filter(Boolean).length

/**
 * The list's filters as a plain GET form: it works without JavaScript, the URL holds the search
 * (shareable, bookmarkable), and with JavaScript it updates the list without a full reload.
 * Below 768 px the form sits in a disclosure ("Filters (n)") so that the results come first: a
 * native <details>, which opens and closes without JavaScript and is announced as a button with
 * its expanded state; from 768 px up its content is always shown and the button hidden.
 */
export async function SearchFilters({ locale, action, params, types }: Props) {
  const [t, tTypes, tRegions, placeTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'SearchFilters' }),
    getTranslations({ locale, namespace: 'PropertyTypes' }),
    getTranslations({ locale, namespace: 'Regions' }),
    placeComboboxTexts(locale),
  ])
  const count = activeFilterCount(params)
  return (
    <details className={styles.panel}>
      <summary className={styles.toggle}>
        {count > 0 ? t('toggleCount', { count }) : t('toggle')}
      </summary>
      <FilterForm action={action} className="search-filters" aria-label={t('legend')}>
        <div className="search-filters__grid">
          <div className="field">
            <label htmlFor="filter-type">{t('type')}</label>
            <select id="filter-type" name="type" defaultValue={params.type[0] ?? ''}>
              <option value="">{t('anyType')}</option>
              {types.map((type) => (
                <option key={type} value={type}>
                  {hasMessage(tTypes, type) ? tTypes(type) : type}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-place">{t('place')}</label>
            <PlaceCombobox
              id="filter-place"
              name="city"
              locale={locale}
              defaultValue={[...params.city, ...params.zip].join(', ')}
              {...placeTexts}
            />
          </div>
          <div className="field">
            <label htmlFor="filter-region">{t('region')}</label>
            <select id="filter-region" name="region" defaultValue={params.region ?? ''}>
              <option value="">{t('anyRegion')}</option>
              {regions.map((region) => (
                <option key={region} value={region}>
                  {tRegions(region)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-min-price">{t('minPrice')}</label>
            <input
              id="filter-min-price"
              name="minPrice"
              type="number"
              min={0}
              step={1000}
              inputMode="numeric"
              defaultValue={params.minPrice ?? ''}
            />
          </div>
          <div className="field">
            <label htmlFor="filter-max-price">{t('maxPrice')}</label>
            <input
              id="filter-max-price"
              name="maxPrice"
              type="number"
              min={0}
              step={1000}
              inputMode="numeric"
              defaultValue={params.maxPrice ?? ''}
            />
          </div>
          <div className="field">
            <label htmlFor="filter-bedrooms">{t('minBedrooms')}</label>
            <select id="filter-bedrooms" name="minBedrooms" defaultValue={params.minBedrooms ?? ''}>
              <option value="">–</option>
              {bedroomChoices.map((count) => (
                <option key={count} value={count}>
                  {count}+
                </option>
              ))}
            </select>
          </div>
          <fieldset className="field field--checks">
            <legend>{t('features')}</legend>
            {(['garden', 'terrace', 'garage'] as const).map((feature) => (
              <label key={feature}>
                <input type="checkbox" name={feature} value="1" defaultChecked={params[feature]} />{' '}
                {t(feature)}
              </label>
            ))}
          </fieldset>
          <fieldset className="field field--checks">
            <legend>{t('epc')}</legend>
            {epcChoices.map((label) => (
              <label key={label}>
                <input
                  type="checkbox"
                  name="epc"
                  value={label}
                  defaultChecked={params.epc.includes(label)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="filter-sort">{t('sort')}</label>
            <select id="filter-sort" name="sort" defaultValue={params.sort}>
              {sortOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`sort-${option}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {params.view === 'map' && <input type="hidden" name="view" value="map" />}
        {/* The area drawn on the map stays when other filters change (cleared by its chip). */}
        {params.area &&
          Object.entries(areaQuery(params.area)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <div className="search-filters__actions">
          <button type="submit">{t('apply')}</button>
          <a href={action}>{t('reset')}</a>
        </div>
      </FilterForm>
    </details>
  )
}
