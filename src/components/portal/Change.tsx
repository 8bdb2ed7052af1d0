// A figure's change against the 30 days before, in words (not only colour or an arrow).
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

export async function Change({
  locale,
  current,
  previous,
}: {
  locale: Locale
  current: number
  previous: number
}) {
  const t = await getTranslations({ locale, namespace: 'Portal.portal' })
  if (current === previous)
    return <span className="portal-change portal-change--same">{t('changeSame')}</span>
  if (previous === 0)
    return <span className="portal-change portal-change--up">{t('changeNew')}</span>
  const percent = Math.round((Math.abs(current - previous) / previous) * 100)
  const up = current > previous
  return (
    <span className={`portal-change portal-change--${up ? 'up' : 'down'}`}>
      <span aria-hidden="true">{up ? '▲ ' : '▼ '}</span>
      {t(up ? 'changeUp' : 'changeDown', { percent })}
    </span>
  )
}
