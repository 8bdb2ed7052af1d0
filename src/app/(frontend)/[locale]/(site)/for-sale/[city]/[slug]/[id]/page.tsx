import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { PropertyDetail } from '@/components/property/PropertyDetail'
import {
  loadProperty,
  propertyMetadata,
  type PropertyRouteParams,
} from '@/lib/property/detailRoute'

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []

type Props = { params: Promise<PropertyRouteParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return propertyMetadata('sale', await params)
}

export default async function PropertyForSalePage({ params }: Props) {
  const resolved = await params
  setRequestLocale(resolved.locale)
  const property = await loadProperty('sale', resolved)
  return <PropertyDetail property={property} locale={resolved.locale} />
}
