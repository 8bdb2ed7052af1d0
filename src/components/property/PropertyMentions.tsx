import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { hasMessage } from '@/i18n/messageKeys'
import type { propertyMentions } from '@/lib/property/mentions'

import styles from './PropertyMentions.module.css'

type Mentions = NonNullable<ReturnType<typeof propertyMentions>>

/**
 * The mentions the law asks of an advertisement in the property's region (EPC or PEB, urban
 * planning, flood scores, rent and charges), written out in full, with the flood symbol when a
 * score is class D and the renovation obligation a buyer takes on with the deed. Server-rendered: the page stays prerendered.
 */
export async function PropertyMentions({
  mentions,
  locale,
}: {
  mentions: Mentions
  locale: Locale
}) {
  const [t, tValues] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyMentions' }),
    getTranslations({ locale, namespace: 'PropertyValues' }),
  ])
  const option = (value: string, namespace?: string) => {
    const inNamespace = `${namespace}.${value}`
    if (namespace && hasMessage(tValues, inNamespace)) return tValues(inNamespace)
    return hasMessage(tValues, value) ? tValues(value) : value
  }
  const labelKey = (key: string) =>
    key === 'energyClass' && mentions.region === 'luxembourg' ? 'energyPassClass' : key

  return (
    <section aria-labelledby="mentions" className={styles.mentions} data-region={mentions.region}>
      <h2 id="mentions">{t('title')}</h2>
      {mentions.floodSymbol && (
        <p className={styles.flood}>
          <svg
            role="img"
            aria-labelledby="flood-symbol-title"
            viewBox="0 0 48 48"
            width="48"
            height="48"
            className={styles.floodSymbol}
          >
            <title id="flood-symbol-title">{t('floodSymbol')}</title>
            <path d="M24 6 6 21h5v11h26V21h5z" fill="currentColor" />
            <path
              d="M4 37c4 0 4-3 8-3s4 3 8 3 4-3 8-3 4 3 8 3 4-3 8-3M4 44c4 0 4-3 8-3s4 3 8 3 4-3 8-3 4 3 8 3 4-3 8-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
          <span>{t('floodNotice')}</span>
        </p>
      )}
      {mentions.renovation && (
        <p className="notice">
          {t('renovationNotice', {
            years: mentions.renovation.years,
            target: mentions.renovation.targetLabel,
          })}
        </p>
      )}
      {mentions.rows.length > 0 && (
        <dl className={styles.list}>
          {mentions.rows.map((row) => (
            <div key={row.key}>
              <dt>{t(labelKey(row.key) as 'title')}</dt>
              <dd>
                {'unit' in row
                  ? t(`unit_${row.unit}`, { value: row.value })
                  : 'score' in row
                    ? t('floodClass', { score: row.score })
                    : 'option' in row
                      ? option(row.option, row.values)
                      : row.text}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
