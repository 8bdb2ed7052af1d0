// Country and region follow from the postcode, so that search, the EPC scale and the mentions
// never disagree with it: "L-1234" is Luxembourg, four digits are Belgium and its region.
import {
  COUNTRY_BELGIUM,
  COUNTRY_LUXEMBOURG,
  regionForPostcode,
  type EnergyRegion,
} from '@/lib/domain'

/** The country's id (the Countries table's) of a postcode: Luxembourg for "L-…", else Belgium. */
export const countryIdForZip = (zip: unknown): number =>
  typeof zip === 'string' && zip.trim().toUpperCase().startsWith('L-')
    ? COUNTRY_LUXEMBOURG
    : COUNTRY_BELGIUM

/** The energy region of a postcode (Flanders, Wallonia, Brussels or Luxembourg), or null. */
export const regionForZip = (zip: unknown): EnergyRegion | null => {
  if (typeof zip !== 'string') return null
  if (countryIdForZip(zip) === COUNTRY_LUXEMBOURG) return 'luxembourg'
  return regionForPostcode(zip)
}
