// `npm run seed -- --properties N`: a large, deterministic set of published properties for
// benchmarks, spread over every validated Belgian postcode and a few Luxembourg towns.
//
// Speed: Payload's local API create (hooks, validation, version, route entry) costs about
// 65 ms per property on this machine, and a second save per extra language 3 more — far too
// slow for 100 000. This writes through the database adapter instead, in batches of one
// transaction each, with every language in one write (the adapter stores localized fields
// given as { nl, fr, en, de }) and a version row per property so the admin lists them too. The
// fields the collection's hooks derive are derived here with the same functions: the region and
// country (src/lib/site/regions.ts) and the EPC label (domain epcLabel).
// Route entries and revalidation are skipped, as `context: { skipRoutes, skipRevalidate }`
// would skip them; the public pages resolve a property by id without an entry.
import type { Payload, PayloadRequest } from 'payload'

import { countryIdForZip } from '@/lib/site/regions'
import { listedPriceOf } from '@collections/Properties/hooks/deriveListedPrice'
import { publicCoordinate } from '@/fields/coordinates'
import { epcLabel } from '@/lib/domain'

import { t, type Localized, type PropertyKind, type TownCharacter } from './data/propertyTexts'
import { ensurePhotoPool, type PhotoKind } from './images'
import { belgianPlaces, LUXEMBOURG_PLACES, type Place } from './places'
import { buildProperty, energyRegionOf, type SeedLocation } from './properties'
import { randomFor } from './random'

export const BULK_REFERENCE_PREFIX = 'BULK-'

export const bulkContext = { skipRevalidate: true, skipRoutes: true }

const kindWeights: [PropertyKind, number][] = [
  ['house', 34], ['apartment', 30], ['villa', 6], ['bungalow', 4], ['farmhouse', 3],
  ['mansion', 4], ['penthouse', 2], ['duplex', 4], ['studio', 4], ['land', 3],
  ['commercial', 2], ['office', 1], ['garage', 2], ['investment', 1],
] // prettier-ignore
const totalWeight = kindWeights.reduce((sum, [, weight]) => sum + weight, 0)

const photoFor: Record<PropertyKind, PhotoKind> = {
  house: 'house',
  apartment: 'apartment',
  villa: 'villa',
  bungalow: 'villa',
  farmhouse: 'farmhouse',
  mansion: 'mansion',
  penthouse: 'apartment',
  duplex: 'apartment',
  studio: 'apartment',
  studentRoom: 'mansion',
  land: 'farmhouse',
  commercial: 'commercial',
  office: 'commercial',
  garage: 'apartment',
  investment: 'mansion',
}

const streets = {
  nl: ['Kerkstraat', 'Stationsstraat', 'Dorpsstraat', 'Molenstraat', 'Nieuwstraat', 'Schoolstraat'],
  fr: [
    'Rue de la Station',
    'Rue de l’Église',
    'Chaussée de Bruxelles',
    'Rue du Moulin',
    'Rue Haute',
  ],
  lu: ['Rue Principale', 'Route d’Arlon', 'Rue de la Gare', 'Rue des Jardins'],
}

let placeCache: Place[] | null = null

/** One place per postcode (its first name in the list), then Luxembourg. */
export function bulkPlaces(): Place[] {
  if (!placeCache) {
    const seen = new Set<string>()
    placeCache = [...belgianPlaces(), ...LUXEMBOURG_PLACES].filter((place) => {
      if (seen.has(place.zip)) return false
      seen.add(place.zip)
      return true
    })
  }
  return placeCache
}

function bulkLocation(place: Place, character: TownCharacter): SeedLocation {
  const names: Localized = t(place.name, place.name, place.name, place.name)
  return {
    zip: place.zip,
    city: place.name,
    names,
    character,
    streets:
      place.region === 'flanders'
        ? streets.nl
        : place.region === 'luxembourg'
          ? streets.lu
          : streets.fr,
    latitude: place.latitude,
    longitude: place.longitude,
  }
}

/** Property number `index` of the bulk set: the same index always gives the same property. */
export function bulkPropertyInput(index: number) {
  const rng = randomFor('bulk', index)
  const places = bulkPlaces()
  const place = places[rng.int(0, places.length - 1)]
  let pick = rng.int(1, totalWeight)
  const kind = kindWeights.find(([, weight]) => (pick -= weight) <= 0)?.[0] ?? 'house'
  const canRent = !['land', 'investment', 'commercial'].includes(kind)
  const goal: 'sale' | 'rent' = canRent && rng.chance(0.2) ? 'rent' : 'sale'
  const roll = rng.next()
  const status =
    roll < 0.8 ? 'available' : roll < 0.9 ? 'option' : goal === 'sale' ? 'sold' : 'rented'
  const character: TownCharacter = /000$/.test(place.zip)
    ? 'city'
    : rng.pick<TownCharacter>(['town', 'suburb', 'village', 'village'])
  return {
    index,
    reference: `${BULK_REFERENCE_PREFIX}${String(index + 1).padStart(7, '0')}`,
    location: bulkLocation(place, character),
    kind,
    goal,
    status: status as 'available' | 'option' | 'sold' | 'rented',
    photo: photoFor[kind],
    rng,
  }
}

export type BulkResult = { created: number; milliseconds: number }

/**
 * Adds `count` published properties after any bulk properties already there (references
 * BULK-0000001 …), `batchSize` per transaction. Photos come from the shared pool, managers
 * from the team.
 */
export async function seedBulkProperties(
  payload: Payload,
  {
    count,
    batchSize = 500,
    log,
  }: { count: number; batchSize?: number; log?: (line: string) => void },
): Promise<BulkResult> {
  const started = performance.now()
  const photos = await ensurePhotoPool(payload)
  const { docs: team } = await payload.find({
    collection: 'team',
    limit: 10,
    depth: 0,
    sort: 'order',
    select: { name: true },
  })
  const managers = team.map((member) => ({ id: member.id, name: member.name }))
  const { totalDocs: offset } = await payload.count({
    collection: 'properties',
    where: { reference: { like: BULK_REFERENCE_PREFIX } },
  })
  let created = 0
  while (created < count) {
    const size = Math.min(batchSize, count - created)
    const transactionID = await payload.db.beginTransaction()
    const req = { payload, transactionID: transactionID ?? undefined } as unknown as PayloadRequest
    try {
      for (let n = 0; n < size; n++) {
        const index = offset + created + n
        const input = bulkPropertyInput(index)
        const data = buildProperty(input, { managers, photos })
        const region = energyRegionOf(data.zip)
        const timestamp = new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString()
        const row = {
          ...data,
          countryId: countryIdForZip(data.zip),
          region,
          epc: data.epc
            ? {
                ...data.epc,
                label: epcLabel({
                  region,
                  value: data.epc.value,
                  labelText: data.epc.labelText,
                }),
              }
            : undefined,
          listedPrice: listedPriceOf(data.price, data.publishPrice),
          publicLatitude: publicCoordinate(data.latitude, data.publishAddress),
          publicLongitude: publicCoordinate(data.longitude, data.publishAddress),
          untranslated: [],
          createdAt: timestamp,
          updatedAt: timestamp,
        }
        const doc = await payload.db.create({
          collection: 'properties',
          data: row,
          req,
          select: { id: true },
        })
        await payload.db.createVersion({
          collectionSlug: 'properties',
          parent: doc.id,
          versionData: row,
          autosave: false,
          createdAt: timestamp,
          updatedAt: timestamp,
          req,
          returning: false,
        })
      }
      if (transactionID) await payload.db.commitTransaction(transactionID)
    } catch (error) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
      throw error
    }
    created += size
    // Let the event loop turn. The libsql driver is synchronous, so this loop never left the
    // microtask queue, and the native memory of the statements it ran is released only by
    // finalizers that run on a later turn: 0.45 MB per property stayed held (45 GB for the
    // 100 000-property seed). With one turn per batch the seed's memory stays flat.
    await new Promise((resolve) => setImmediate(resolve))
    if (log && (created % 10_000 === 0 || created === count)) {
      log(`${created} / ${count} bulk properties (${Math.round(performance.now() - started)} ms)`)
    }
  }
  return { created, milliseconds: Math.round(performance.now() - started) }
}
