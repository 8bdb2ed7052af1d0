// The last 30 days in plain SVG, drawn on the server (no chart library, no JavaScript): views per
// day as bars, days with leads and visits marked. Screen readers get a summary and the same
// figures as a table; the table is also there for anyone who prefers numbers.
import { getTranslations } from 'next-intl/server'

import { localeTags, type Locale } from '@/i18n/locales'
import type { DayFigures } from '@/lib/portal/stats'

const WIDTH = 720
const HEIGHT = 240
const PAD = { top: 16, right: 8, bottom: 28, left: 36 }

/** A round upper bound for the axis (1, 2, 5 × 10ⁿ) and its ticks. */
const axis = (max: number) => {
  const top = Math.max(4, max)
  const magnitude = 10 ** Math.floor(Math.log10(top))
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => top / s <= 4) ?? magnitude * 10
  const upper = Math.ceil(top / step) * step
  return { upper, ticks: Array.from({ length: upper / step + 1 }, (_, i) => i * step) }
}

export async function ViewsChart({ locale, days }: { locale: Locale; days: DayFigures[] }) {
  const t = await getTranslations({ locale, namespace: 'Portal' })
  const dayLabel = new Intl.DateTimeFormat(localeTags[locale], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const longDay = new Intl.DateTimeFormat(localeTags[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
  const at = (date: string) => new Date(`${date}T00:00:00Z`)
  const { upper, ticks } = axis(Math.max(...days.map((day) => day.views)))
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / days.length
  const barW = Math.max(2, slot * 0.68)
  const y = (value: number) => PAD.top + plotH - (value / upper) * plotH
  const total = (key: 'views' | 'leads' | 'visits') => days.reduce((sum, day) => sum + day[key], 0)
  const summary = t('property.chartSummary', {
    from: dayLabel.format(at(days[0].date)),
    to: dayLabel.format(at(days[days.length - 1].date)),
    views: total('views'),
    leads: total('leads'),
    visits: total('visits'),
  })

  return (
    <figure className="portal-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="portal-chart-summary"
        className="portal-chart__svg"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="portal-chart__grid"
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="portal-chart__tick">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2
          const top = y(day.views)
          const labelled = i % 7 === 2 || i === days.length - 1
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={top}
                width={barW}
                height={Math.max(0, PAD.top + plotH - top)}
                rx={1.5}
                className={
                  i === days.length - 1
                    ? 'portal-chart__bar portal-chart__bar--today'
                    : 'portal-chart__bar'
                }
              >
                <title>{`${longDay.format(at(day.date))}: ${day.views} ${t('portal.views').toLowerCase()}`}</title>
              </rect>
              {day.leads > 0 && (
                <circle cx={x + barW / 2} cy={top - 7} r={4} className="portal-chart__lead" />
              )}
              {day.visits > 0 && (
                <rect
                  x={x + barW / 2 - 4}
                  y={top - (day.leads > 0 ? 20 : 11)}
                  width={8}
                  height={8}
                  transform={`rotate(45 ${x + barW / 2} ${top - (day.leads > 0 ? 16 : 7)})`}
                  className="portal-chart__visit"
                />
              )}
              {labelled && (
                <text
                  x={x + barW / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="portal-chart__tick"
                >
                  {dayLabel.format(at(day.date))}
                </text>
              )}
            </g>
          )
        })}
      </svg>
      <figcaption>
        <p id="portal-chart-summary" className="portal-chart__summary">
          {summary}
        </p>
        <ul className="portal-chart__legend">
          <li>
            <span className="portal-chart__key portal-chart__key--views" aria-hidden="true" />
            {t('property.legendViews')}
          </li>
          <li>
            <span className="portal-chart__key portal-chart__key--lead" aria-hidden="true" />
            {t('property.legendLead')}
          </li>
          <li>
            <span className="portal-chart__key portal-chart__key--visit" aria-hidden="true" />
            {t('property.legendVisit')}
          </li>
        </ul>
      </figcaption>
      <details className="portal-chart__details">
        <summary>{t('property.showTable')}</summary>
        <div className="portal-table-wrap">
          <table className="portal-table portal-table--days">
            <caption>{t('property.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('property.date')}</th>
                <th scope="col">{t('portal.views')}</th>
                <th scope="col">{t('portal.leads')}</th>
                <th scope="col">{t('portal.visits')}</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{longDay.format(at(day.date))}</time>
                  </th>
                  <td>{day.views}</td>
                  <td>{day.leads}</td>
                  <td>{day.visits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
