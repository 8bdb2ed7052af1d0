import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { hasMessage } from '@/i18n/messageKeys'

/** The visitor-facing name of a property type code; an unknown code shows as "other". */
export async function PropertyTypeLabel({ type, locale }: { type: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PropertyTypes' })
  return <>{hasMessage(t, type) ? t(type) : t('other')}</>
}
