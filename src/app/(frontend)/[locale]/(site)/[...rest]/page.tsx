import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NotFoundContent } from '@/components/layout/NotFoundContent'
import { PropertyNotFound } from '@/components/property/PropertyNotFound'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { redirectIfMoved } from '@/lib/redirects'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/** Rendered per request: its 404 status comes from the proxy (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

/** src/proxy.ts rewrites an unknown or unpublished property id here (status 404). */
const isMissingProperty = (rest: string[]) => rest.join('/') === '_not-found/property'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, rest } = await params
  const locale = isLocale(raw) ? raw : defaultLocale
  const title = isMissingProperty(rest)
    ? (await getTranslations({ locale, namespace: 'PropertyDetail' }))('notFoundTitle')
    : (await getTranslations({ locale, namespace: 'NotFound' }))('title')
  return { title, robots: { index: false } }
}

/**
 * Any path under a language that no page claims: an old path of renamed content redirects to
 * its current one (308); anything else shows the localized "not found" text. src/proxy.ts has
 * already set the 404 status for such a path. The text is rendered here rather than thrown with
 * notFound(): a notFound() thrown while rendering leaves the server HTML empty
 * (`<html id="__next_error__">`, vercel/next.js#62228), so visitors without JavaScript, screen
 * readers and search engines would get nothing.
 */
export default async function UnknownPage({ params }: Props) {
  const { locale: raw, rest } = await params
  const locale = isLocale(raw) ? raw : defaultLocale
  if (isMissingProperty(rest)) return <PropertyNotFound locale={locale} />
  await redirectIfMoved(`/${raw}/${rest.join('/')}/`)
  return <NotFoundContent locale={locale} />
}
