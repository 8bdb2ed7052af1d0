import { getTranslations } from 'next-intl/server'

import styles from '@/components/property/PropertyDetail.module.css'
import type { Locale } from '@/i18n/locales'
import { formatFieldValue, formatPrice } from '@/lib/domain'
import type { ProjectDetail } from '@/lib/data/projects'

type Unit = NonNullable<ProjectDetail['units']>[number]

/**
 * A project's units: floor, type, bedrooms, surface, price and status; nothing without units.
 * A desk reads them as a table; a phone as one card per unit with its price and status in view
 * (the six columns would not fit): both are in the HTML, CSS shows one.
 */
export async function ProjectPriceList({ locale, units }: { locale: Locale; units: Unit[] }) {
  if (units.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Projects' })
  const floor = (unit: Unit) => (unit.floor === 0 ? t('groundFloor') : (unit.floor ?? '–'))
  const price = (unit: Unit) =>
    unit.status === 'sold' || unit.price == null ? '–' : formatPrice(unit.price)
  return (
    <section className={`${styles.section} price-list`}>
      <h2 id="price-list">{t('priceList')}</h2>
      <ul className="price-list__cards">
        {units.map((unit, index) => (
          <li
            key={unit.id ?? index}
            className={unit.status === 'sold' ? 'unit-card unit--sold' : 'unit-card'}
          >
            <p className="unit-card__what">
              {unit.type ? t(`unitTypes_${unit.type}`) : '–'}
              <span className="unit-card__status">{t(`status_${unit.status}`)}</span>
            </p>
            <dl className="unit-card__facts">
              <div>
                <dt>{t('unitFloor')}</dt>
                <dd>{floor(unit)}</dd>
              </div>
              <div>
                <dt>{t('unitBedrooms')}</dt>
                <dd>{unit.bedrooms ?? '–'}</dd>
              </div>
              <div>
                <dt>{t('unitSurface')}</dt>
                <dd>
                  {unit.surface ? `${formatFieldValue(unit.surface, 'number', locale)} m²` : '–'}
                </dd>
              </div>
              <div>
                <dt>{t('unitPrice')}</dt>
                <dd className="unit-card__price">{price(unit)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {/* A region a keyboard can scroll should the table still be wider than its column. */}
      <div className="table-scroll" role="region" aria-labelledby="price-list" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('unitFloor')}</th>
              <th scope="col">{t('unitType')}</th>
              <th scope="col">{t('unitBedrooms')}</th>
              <th scope="col">{t('unitSurface')}</th>
              <th scope="col">{t('unitPrice')}</th>
              <th scope="col">{t('unitStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {units.map((unit, index) => (
              <tr
                key={unit.id ?? index}
                className={unit.status === 'sold' ? 'unit--sold' : undefined}
              >
                <td>{floor(unit)}</td>
                <td>{unit.type ? t(`unitTypes_${unit.type}`) : '–'}</td>
                <td>{unit.bedrooms ?? '–'}</td>
                <td>
                  {unit.surface ? `${formatFieldValue(unit.surface, 'number', locale)} m²` : '–'}
                </td>
                <td>{price(unit)}</td>
                <td>{t(`status_${unit.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
