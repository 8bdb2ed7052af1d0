import { getLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/layout/NotFoundContent'
import { isLocale, defaultLocale } from '@/i18n/locales'

export default async function NotFound() {
  const locale = await getLocale()
  return <NotFoundContent locale={isLocale(locale) ? locale : defaultLocale} />
}
