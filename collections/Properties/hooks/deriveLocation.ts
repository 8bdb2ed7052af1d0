// Country and region follow from the postcode (src/lib/site/regions.ts), so search and the EPC
// scale never disagree with it.
import type { CollectionBeforeChangeHook } from 'payload'

import { countryIdForZip, regionForZip } from '@/lib/site/regions'

export const deriveLocation: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const zip = data.zip ?? originalDoc?.zip
  if (typeof zip !== 'string') return data
  return { ...data, countryId: countryIdForZip(zip), region: regionForZip(zip) }
}
