import { getLocale } from 'next-intl/server'

import { PropertyNotFound } from '@/components/property/PropertyNotFound'
import { defaultLocale, isLocale } from '@/i18n/locales'

export default async function NotFound() {
  const locale = await getLocale()
  return <PropertyNotFound locale={isLocale(locale) ? locale : defaultLocale} />
}
