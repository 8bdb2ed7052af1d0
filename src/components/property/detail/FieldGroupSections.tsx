import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { paragraphs } from '@/lib/property/detailData'
import { fieldWords, labelFieldGroups, type ShownGroup } from '@/lib/property/fieldGroups'

import styles from '../PropertyDetail.module.css'

/** One section per group of fields (general, surfaces, rooms…), every value in words. */
export async function FieldGroupSections({
  locale,
  groups,
}: {
  locale: Locale
  groups: ShownGroup[]
}) {
  const [fields, values, types] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyFields' }),
    getTranslations({ locale, namespace: 'PropertyValues' }),
    getTranslations({ locale, namespace: 'PropertyTypes' }),
  ])
  return labelFieldGroups(groups, fieldWords({ fields, values, types })).map((group) => (
    <section key={group.key} aria-labelledby={`group-${group.key}`} className={styles.section}>
      <h2 id={`group-${group.key}`}>{group.title}</h2>
      <dl className={styles.fields}>
        {group.rows.map((row) => (
          <div key={row.key} className={row.long ? styles.long : undefined}>
            <dt>{row.label}</dt>
            <dd>
              {row.long
                ? paragraphs(row.value).map((text, index) => <p key={index}>{text}</p>)
                : row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  ))
}
