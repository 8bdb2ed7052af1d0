// The route factory of one property for sale or for rent: the route's reads and redirects are
// src/lib/property/detailRoute.ts, the page is PropertyDetail. Prerendered on its first request
// (src/lib/rendering.ts).
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { PropertyDetail } from '@/components/property/PropertyDetail'
import type { Goal } from '@/lib/site/goals'
import {
  loadProperty,
  propertyMetadata,
  type PropertyRouteParams,
} from '@/lib/property/detailRoute'

type Props = { params: Promise<PropertyRouteParams> }

export const detailPage = (goal: Goal) => ({
  async generateMetadata({ params }: Props): Promise<Metadata> {
    return propertyMetadata(goal, await params)
  },
  async Page({ params }: Props) {
    const resolved = await params
    setRequestLocale(resolved.locale)
    const property = await loadProperty(goal, resolved)
    return <PropertyDetail property={property} locale={resolved.locale} />
  },
})
