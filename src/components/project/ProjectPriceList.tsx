import { getTranslations } from 'next-intl/server'

import styles from '@/components/property/PropertyDetail.module.css'
import type { Locale } from '@/i18n/locales'
import { formatFieldValue, formatPrice } from '@/lib/domain'
import type { ProjectDetail } from '@/lib/data/projects'

type Unit = NonNullable<ProjectDetail['units']>[number]

/** A project's units: floor, type, bedrooms, surface, price and status; nothing without units. */
export async function ProjectPriceList({ locale, units }: { locale: Locale; units: Unit[] }) {
  if (units.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'Projects' })
  return (
    <section className={`${styles.section} price-list`}>
      <h2 id="price-list">{t('priceList')}</h2>
      {/* A region a keyboard can scroll when the table is wider than a phone. */}
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
                <td>{unit.floor === 0 ? t('groundFloor') : (unit.floor ?? '–')}</td>
                <td>{unit.type ? t(`unitTypes_${unit.type}`) : '–'}</td>
                <td>{unit.bedrooms ?? '–'}</td>
                <td>
                  {unit.surface ? `${formatFieldValue(unit.surface, 'number', locale)} m²` : '–'}
                </td>
                <td>
                  {unit.status === 'sold' || unit.price == null ? '–' : formatPrice(unit.price)}
                </td>
                <td>{t(`status_${unit.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
