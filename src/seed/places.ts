// Places with coordinates for the seed, from the public postcode list in data/ (a copy of
// ../shared/data/belgium-postcodes.json), validated as its README asks: non-places dropped, the
// two known wrong coordinates corrected, Brussels codes checked against the region's box and
// every region checked against the domain's regionForPostcode. Luxembourg is added by hand.
import { regionForPostcode, type EnergyRegion } from '@/lib/domain'

// Imported, not read from disk: the seed runs as a bundle (scripts/seed.mjs) and the list is in it.
import postcodes from './data/belgium-postcodes.json'

export type Place = {
  zip: string
  name: string
  latitude: number
  longitude: number
  region: EnergyRegion
}

type RawEntry = { zipcode?: unknown; name?: unknown; latitude?: unknown; longitude?: unknown }

/** Known wrong in the source (README "Known defects"). */
export const COORDINATE_FIXES: Readonly<Record<string, { latitude: number; longitude: number }>> = {
  '1081': { latitude: 50.862, longitude: 4.326 }, // Koekelberg
  '1190': { latitude: 50.81, longitude: 4.32 }, // Forest / Vorst
}

/** The 19 municipalities of the Brussels-Capital Region: every other 1xxx code there is an institution. */
const BRUSSELS_PLACE_CODES = new Set([
  '1000', '1020', '1030', '1040', '1050', '1060', '1070', '1080', '1081', '1082', '1083', '1090',
  '1120', '1130', '1140', '1150', '1160', '1170', '1180', '1190', '1200', '1210',
]) // prettier-ignore

/** Names of non-geographic codes elsewhere (companies, media, the army, remailing centres). */
const NOT_A_PLACE =
  /parlement|raad|conseil|chambre|s[ée]nat|commission|u\.e\.|otan|nato|vrt|rtbf|r\.t\.l|spf|postcheque|\bsoc\b|remailing|administrati|press center|organisations|f\.b\.a|forces belges|promo-control|cargovil|brucargo|d\.i\.v|sinterklaas/i

export const BRUSSELS_BOX = { south: 50.76, north: 50.92, west: 4.24, east: 4.49 }
export const BELGIUM_BOX = { south: 49.49, north: 51.51, west: 2.54, east: 6.41 }

const inBox = (box: typeof BELGIUM_BOX, lat: number, lon: number) =>
  lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east

const toNumber = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim()
      ? Number(value)
      : NaN

/** Validates raw entries; throws when a kept entry contradicts the domain (a data error to fix). */
export function validatePlaces(raw: readonly RawEntry[]): Place[] {
  const places: Place[] = []
  for (const entry of raw) {
    const zip = String(entry.zipcode ?? '').trim()
    const name = String(entry.name ?? '').trim()
    const region = regionForPostcode(zip)
    if (!region || !name || NOT_A_PLACE.test(name)) continue
    if (region === 'brussels' && !BRUSSELS_PLACE_CODES.has(zip)) continue
    const fix = COORDINATE_FIXES[zip]
    const latitude = fix?.latitude ?? toNumber(entry.latitude)
    const longitude = fix?.longitude ?? toNumber(entry.longitude)
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue
    if (!inBox(BELGIUM_BOX, latitude, longitude)) continue
    if (region === 'brussels' && !inBox(BRUSSELS_BOX, latitude, longitude)) {
      throw new Error(
        `Brussels postcode ${zip} ${name} lies outside the region: fix its coordinates`,
      )
    }
    places.push({
      zip,
      name,
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      region,
    })
  }
  return places
}

/** Luxembourg is not in the list: the towns the seed uses, by hand (commune centres). */
export const LUXEMBOURG_PLACES: readonly Place[] = [
  { zip: 'L-1009', name: 'Luxembourg', latitude: 49.6116, longitude: 6.1319, region: 'luxembourg' },
  { zip: 'L-4001', name: 'Esch-sur-Alzette', latitude: 49.4958, longitude: 5.9806, region: 'luxembourg' },
  { zip: 'L-9001', name: 'Ettelbruck', latitude: 49.8475, longitude: 6.1042, region: 'luxembourg' },
  { zip: 'L-6401', name: 'Echternach', latitude: 49.8114, longitude: 6.4217, region: 'luxembourg' },
] // prettier-ignore

let cache: Place[] | null = null

/** Every validated Belgian place (a postcode may have several names), in file order. */
export function belgianPlaces(): Place[] {
  if (!cache) {
    cache = validatePlaces(postcodes as RawEntry[])
  }
  return cache
}

/** One place by postcode and name (Belgian or Luxembourg); throws when the data lacks it. */
export function findPlace(zip: string, name: string): Place {
  const place = [...LUXEMBOURG_PLACES, ...belgianPlaces()].find(
    (candidate) => candidate.zip === zip && candidate.name === name,
  )
  if (!place) throw new Error(`Seed place ${zip} ${name} is missing from the validated list`)
  return place
}
