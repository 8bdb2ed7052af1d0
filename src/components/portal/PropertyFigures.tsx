// The property page's figures: views today/7/30 days/total, their sources, the funnel from view
// to offer, and the history in the specification's four groups.
import { getTranslations } from 'next-intl/server'

import { localeTags, type Locale } from '@/i18n/locales'
import { hasMessage } from '@/i18n/messageKeys'
import { activityGroups, type HistoryItem } from '@/lib/portal/activities'
import type { OwnerStatsDetail } from '@/lib/portal/stats'
import { viewSources } from '@/lib/portal/sources'

export async function ViewTiles({ locale, stats }: { locale: Locale; stats: OwnerStatsDetail }) {
  const t = await getTranslations({ locale, namespace: 'Portal.property' })
  const tiles = [
    ['today', stats.views.today],
    ['week', stats.views.week],
    ['month', stats.views.month],
    ['total', stats.views.total],
  ] as const
  return (
    <dl className="portal-tiles">
      {tiles.map(([key, value]) => (
        <div key={key} className="portal-tiles__tile">
          <dt>{t(key)}</dt>
          <dd>{value.toLocaleString(localeTags[locale])}</dd>
        </div>
      ))}
    </dl>
  )
}

export async function Sources({ locale, stats }: { locale: Locale; stats: OwnerStatsDetail }) {
  const t = await getTranslations({ locale, namespace: 'Portal' })
  const total = viewSources.reduce((sum, source) => sum + stats.sources[source], 0)
  const rows = [...viewSources].sort((a, b) => stats.sources[b] - stats.sources[a])
  return (
    <ul className="portal-sources">
      {rows.map((source) => {
        const count = stats.sources[source]
        const percent = total ? Math.round((count / total) * 100) : 0
        return (
          <li key={source} className="portal-sources__row">
            <span className="portal-sources__label">{t(`sources.${source}`)}</span>
            <span className="portal-sources__bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
            <span className="portal-sources__value">
              {count} <span className="portal-sources__percent">({percent}%)</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}

export async function Funnel({ locale, stats }: { locale: Locale; stats: OwnerStatsDetail }) {
  const t = await getTranslations({ locale, namespace: 'Portal' })
  const steps = [
    ['views', stats.funnel.views],
    ['leads', stats.funnel.leads],
    ['visits', stats.funnel.visits],
    ['offers', stats.funnel.offers],
  ] as const
  const top = Math.max(1, stats.funnel.views)
  return (
    <ol className="portal-funnel">
      {steps.map(([key, value], index) => {
        const before = index > 0 ? steps[index - 1][1] : null
        const rate = before ? Math.round((value / before) * 1000) / 10 : null
        // A square-root scale keeps the small steps visible next to hundreds of views.
        const width = Math.max(6, Math.round(Math.sqrt(value / top) * 100))
        return (
          <li key={key} className="portal-funnel__step">
            <span className="portal-funnel__label">{t(`portal.${key}`)}</span>
            <span className="portal-funnel__bar" aria-hidden="true">
              <span style={{ width: `${width}%` }} />
            </span>
            <span className="portal-funnel__value">{value}</span>
            {rate !== null && (
              <span className="portal-funnel__rate">
                {t('property.funnelRate', { percent: rate.toLocaleString(localeTags[locale]) })}
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}

export async function History({ locale, stats }: { locale: Locale; stats: OwnerStatsDetail }) {
  const t = await getTranslations({ locale, namespace: 'Portal' })
  const date = new Intl.DateTimeFormat(localeTags[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  /** A stored code's label, or the code itself when the catalogue has none. */
  const known = (group: 'types' | 'statuses', code: string | null) => {
    if (!code) return ''
    const key = `${group}.${code}`
    return hasMessage(t, key) ? t(key) : code
  }
  const typeText = (item: HistoryItem) =>
    item.type === 'searchAppearancesPerWeek'
      ? t('appearancesInSearch.type')
      : known('types', item.type)
  const statusText = (item: HistoryItem) => known('statuses', item.status)
  const subjectText = (item: HistoryItem) =>
    item.type === 'viewsPerWeek'
      ? t('property.viewsPerWeek', { count: Number(item.subject) || 0 })
      : item.type === 'searchAppearancesPerWeek'
        ? t('appearancesInSearch.perWeek', { count: Number(item.subject) || 0 })
        : (item.subject ?? '')
  const columns = [
    t('property.date'),
    t('property.type'),
    t('property.contactPerson'),
    t('property.subject'),
    t('property.comment'),
    t('property.status'),
  ]
  return (
    <div className="portal-history">
      {activityGroups.map((group) => {
        const items = stats.history[group]
        const headingId = `history-${group}`
        return (
          <section key={group} className="portal-history__group" aria-labelledby={headingId}>
            <h3 id={headingId}>
              {t(`groups.${group}`)} <span className="portal-history__count">({items.length})</span>
            </h3>
            {items.length === 0 ? (
              <p className="portal-history__empty">{t('property.empty')}</p>
            ) : (
              <table className="portal-table portal-table--history">
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {items.map((item, index) => (
                    <tr key={`${item.date}-${item.type}-${index}`}>
                      <td data-label={columns[0]}>
                        <time dateTime={item.date}>
                          {date.format(new Date(`${item.date}T00:00:00Z`))}
                        </time>
                      </td>
                      <td data-label={columns[1]}>{typeText(item)}</td>
                      <td data-label={columns[2]}>{item.contactPerson ?? ''}</td>
                      <td data-label={columns[3]}>{subjectText(item)}</td>
                      <td data-label={columns[4]}>{item.comment ?? ''}</td>
                      <td data-label={columns[5]}>
                        {item.status && (
                          <span className={`portal-pill portal-pill--${item.status}`}>
                            {statusText(item)}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )
      })}
    </div>
  )
}
