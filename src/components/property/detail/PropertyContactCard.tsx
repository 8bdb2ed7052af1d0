import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { PropertyDetailData } from '@/lib/property/detailData'

import { AgentContactCard } from '../AgentContactCard'
import { PrintButton } from '../PrintButton'
import { PropertyFormLinks } from '../PropertyFormLinks'
import { ShareLinks } from '../ShareLinks'

/** The agent beside the property, its forms, print and share. */
export async function PropertyContactCard({
  locale,
  manager,
  requests,
  url,
  title,
}: {
  locale: Locale
  manager: PropertyDetailData['manager']
  requests: PropertyDetailData['requests']
  url: string
  title: string
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  return (
    <AgentContactCard
      manager={manager}
      locale={locale}
      actions={<PropertyFormLinks property={requests} locale={locale} />}
      share={
        <>
          <PrintButton label={t('print')} />
          <ShareLinks url={url} title={title} locale={locale} />
        </>
      }
    />
  )
}
