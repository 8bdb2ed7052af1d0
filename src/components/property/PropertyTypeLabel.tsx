import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** The visitor-facing name of a property type code; an unknown code shows as "other". */
export async function PropertyTypeLabel({ type, locale }: { type: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PropertyTypes' })
  return <>{t.has(type) ? t(type as 'house') : t('other')}</>
}
