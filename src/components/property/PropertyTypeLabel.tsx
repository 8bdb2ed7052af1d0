import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { KeyIn } from '@/i18n/messageKeys'

/** The visitor-facing name of a property type code; an unknown code shows as "other". */
export async function PropertyTypeLabel({ type, locale }: { type: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PropertyTypes' })
  const key = type as KeyIn<'PropertyTypes'>
  return <>{t.has(key) ? t(key) : t('other')}</>
}
