// Country and region follow from the postcode, so search and the EPC scale never disagree with it.
import type { CollectionBeforeChangeHook } from 'payload'

import { countryIdForZip } from '@/fields/address'
import { COUNTRY_LUXEMBOURG, regionForPostcode, type EnergyRegion } from '@/lib/domain'

export const regionForZip = (zip: unknown): EnergyRegion | null => {
  if (typeof zip !== 'string') return null
  if (countryIdForZip(zip) === COUNTRY_LUXEMBOURG) return 'luxembourg'
  return regionForPostcode(zip)
}

export const deriveLocation: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const zip = data.zip ?? originalDoc?.zip
  if (typeof zip !== 'string') return data
  return { ...data, countryId: countryIdForZip(zip), region: regionForZip(zip) }
}
