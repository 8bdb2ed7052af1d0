// The property detail route shared by the for-sale and for-rent pages (the pages own routing and
// reads; components only render): resolves the id, sends stale or wrong-list URLs to the current
// one (308), and builds the page's metadata.
import 'server-only'

import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { cleanDescription } from '@/lib/domain'
import { toImage } from '@/lib/images'
import { getPropertyDetail } from '@/lib/data/properties'
import { propertyDetailData } from '@/lib/property/detailData'
import { findLanguagePaths } from '@/lib/data/alternates'
import { getEnabledLocales } from '@/lib/data/settings'
import { alternatesFor } from '@/lib/seo/alternates'
import { sharingMetadata } from '@/lib/seo/sharing'
import { detailRouteOf } from '@/lib/site/goals'
import { propertyPath } from '@/lib/site/paths'
import { placeName, postalPlace } from '@/lib/placeName'

export type PropertyRouteParams = { locale: Locale; city: string; slug: string; id: string }

/** What the page of the property in `params` shows (src/lib/property/detailData.ts). */
export const loadProperty = async (goal: 'sale' | 'rent', params: PropertyRouteParams) => {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  const property = await getPropertyDetail(id, params.locale)
  if (!property) notFound()
  const path = propertyPath(params.locale, property)
  // The id decides: a stale city or title slug, or the other list, leads to the current URL.
  if (
    property.goal !== goal ||
    params.city !== path.split('/')[3] ||
    params.slug !== path.split('/')[4]
  ) {
    permanentRedirect(path)
  }
  return propertyDetailData(property, params.locale)
}

export const propertyMetadata = async (
  goal: 'sale' | 'rent',
  params: PropertyRouteParams,
): Promise<Metadata> => {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id <= 0) return {}
  const property = await getPropertyDetail(id, params.locale)
  if (!property || property.goal !== goal) return {}
  const enabled = await getEnabledLocales()
  // The same per-language paths as the language switcher (one place knows them).
  const hrefs = await findLanguagePaths({
    locale: params.locale,
    route: {
      pathname: detailRouteOf(goal),
      params: { city: params.city, slug: params.slug, id: params.id },
    },
    enabled,
  })
  const alternates = alternatesFor({ locale: params.locale, hrefs, enabled })
  const image = toImage(property.images?.[0], 'og')
  const description = cleanDescription(property.description ?? '', 160)
  return {
    title: `${property.title} — ${postalPlace(property.zip, placeName(property.city, property.countryId, params.locale))}`,
    description,
    alternates,
    ...(await sharingMetadata({
      locale: params.locale,
      title: property.title,
      description,
      url: alternates.canonical,
      image: image
        ? { url: image.url, width: image.width, height: image.height, alt: image.alt }
        : null,
    })),
  }
}
