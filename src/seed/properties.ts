// Builds the data of one property (every field group) from where it is, what it is and its
// index, and creates the demo listing. Shared by the demo seed and the bulk benchmark set
// (bulk.ts), so both carry the same plausible data.
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { epcLabel, limitText, PRICE_UNIT_FROM, type EnergyRegion } from '@/lib/domain'
import type { Property } from '@/payload-types'

import { regionForZip } from '@/lib/site/regions'

import { ALL_LOCALES, seedContext } from './context'
import { demoPropertySpecs, type PropertySpec } from './data/properties'
import {
  pointsOfInterest,
  propertyDescription,
  propertyTitle,
  t,
  type Condition,
  type Frames,
  type Glazing,
  type Heating,
  type Kitchen,
  type Localized,
  type Orientation,
  type PropertyKind,
  type TownCharacter,
} from './data/propertyTexts'
import { towns } from './data/towns'
import type { PhotoKind, PhotoPool } from './images'
import { findPlace } from './places'
import { randomFor, roundTo, type Random } from './random'

export type SeedLocation = {
  zip: string
  city: string
  names: Localized
  character: TownCharacter
  streets: readonly string[]
  latitude: number
  longitude: number
}

export type PropertyInput = {
  index: number
  reference: string
  location: SeedLocation
  kind: PropertyKind
  goal: 'sale' | 'rent'
  status: 'available' | 'option' | 'sold' | 'rented'
  photo: PhotoKind
  spec?: Partial<PropertySpec>
  rng: Random
}

export type SeedLinks = {
  managers: { id: number; name: string }[]
  photos?: PhotoPool
  projects?: number[]
  owners?: number[]
}

/** Data for Payload with each localized field as { nl, fr, en, de } (create with locale "all"). */
export type LocalizedPropertyData = Record<string, unknown> & {
  title: Localized
  description: Localized
  zip: string
  goal: 'sale' | 'rent'
  epc?: { value?: number | null; labelText?: string | null; [field: string]: unknown }
}

/** The region whose EPC scale applies: the collection's own rule (postcode, or L- for Luxembourg). */
export const energyRegionOf = (zip: string): EnergyRegion => {
  const region = regionForZip(zip)
  if (!region) throw new Error(`No region for seed postcode ${zip}`)
  return region
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00:00.000Z`

const residentialKinds: PropertyKind[] = [
  'house', 'apartment', 'villa', 'bungalow', 'farmhouse', 'mansion', 'penthouse', 'duplex', 'studio',
] // prettier-ignore

const flatKinds: PropertyKind[] = ['apartment', 'penthouse', 'duplex', 'studio', 'studentRoom']

type Sizes = { living: [number, number]; ground?: [number, number]; bedrooms: [number, number] }

const sizes: Record<PropertyKind, Sizes> = {
  house: { living: [140, 220], ground: [250, 750], bedrooms: [3, 4] },
  apartment: { living: [72, 128], bedrooms: [1, 3] },
  villa: { living: [250, 400], ground: [1200, 3000], bedrooms: [4, 5] },
  bungalow: { living: [120, 170], ground: [600, 1200], bedrooms: [2, 3] },
  farmhouse: { living: [200, 320], ground: [2500, 9000], bedrooms: [3, 5] },
  mansion: { living: [250, 380], ground: [150, 300], bedrooms: [4, 6] },
  penthouse: { living: [140, 210], bedrooms: [3, 3] },
  duplex: { living: [110, 160], bedrooms: [2, 3] },
  studio: { living: [30, 45], bedrooms: [0, 0] },
  studentRoom: { living: [14, 22], bedrooms: [0, 0] },
  land: { living: [0, 0], ground: [500, 950], bedrooms: [0, 0] },
  commercial: { living: [120, 300], ground: [120, 300], bedrooms: [0, 0] },
  office: { living: [100, 250], bedrooms: [0, 0] },
  garage: { living: [15, 18], bedrooms: [0, 0] },
  investment: { living: [300, 500], ground: [200, 400], bedrooms: [6, 10] },
}

const pricePerM2: Record<EnergyRegion, number> = {
  flanders: 2900,
  brussels: 3400,
  wallonia: 2100,
  luxembourg: 8200,
}
const landPerM2: Record<EnergyRegion, number> = {
  flanders: 350,
  brussels: 900,
  wallonia: 140,
  luxembourg: 1000,
}
const rentPerM2: Record<EnergyRegion, number> = {
  flanders: 10.5,
  brussels: 13.5,
  wallonia: 9,
  luxembourg: 24,
}
const characterFactor: Record<TownCharacter, number> = {
  city: 1.15,
  town: 1,
  suburb: 1.2,
  village: 0.85,
}
const kindFactor: Partial<Record<PropertyKind, number>> = {
  villa: 1.25,
  penthouse: 1.35,
  mansion: 1.05,
  farmhouse: 0.9,
  studio: 1.2,
  commercial: 0.9,
  office: 0.85,
  investment: 0.75,
}
const conditionFactor: Record<Condition, number> = {
  new: 1.2,
  excellent: 1.1,
  good: 1,
  toRefresh: 0.85,
  toRenovate: 0.7,
}

const epcRange: Record<Condition, [number, number]> = {
  new: [30, 85],
  excellent: [80, 180],
  good: [150, 300],
  toRefresh: [280, 420],
  toRenovate: [400, 650],
}
/** Luxembourg's energy pass classes by condition (A best … I worst). */
const luxembourgClasses: Record<Condition, string[]> = {
  new: ['A', 'A', 'B'],
  excellent: ['B', 'C'],
  good: ['C', 'D', 'E'],
  toRefresh: ['E', 'F'],
  toRenovate: ['G', 'H', 'I'],
}

const orientationsList: Orientation[] = ['south', 'southWest', 'west', 'southEast', 'east']

/** The number an EPC certificate carries, in the region's format. */
function certificateNumber(region: EnergyRegion, rng: Random, year: number) {
  const digits = (n: number) => String(rng.int(0, 10 ** n - 1)).padStart(n, '0')
  switch (region) {
    case 'flanders':
      return `${year}${digits(4)}-000${digits(7)}-RES-1`
    case 'brussels':
      return `${year}${digits(4)}-0000${digits(6)}-01-${rng.int(1, 9)}`
    case 'wallonia':
      return `${year}${digits(10)}`
    default:
      return `LU-CPE-${year}-${digits(6)}`
  }
}

const mobiscoreRanges: Record<TownCharacter, [number, number]> = {
  city: [7.8, 9.8],
  town: [6.2, 8.6],
  suburb: [6.5, 8.8],
  village: [3.2, 6.4],
}

function mobiscore(character: TownCharacter, rng: Random) {
  const [min, max] = mobiscoreRanges[character]
  const score = (shift = 0) => Math.min(10, Math.max(0, rng.float(min + shift, max + shift, 1)))
  return {
    publicTransport: score(character === 'village' ? -1 : 0),
    education: score(),
    shops: score(),
    leisure: score(),
    health: score(),
    // Green surroundings score the other way round.
    environment: character === 'village' ? rng.float(7.5, 9.6, 1) : rng.float(4.5, 7.2, 1),
    nearby: score(),
  }
}

const internalNotes = [
  'Sleutels op kantoor. Eigenaar verkiest bezoeken na 17 uur.',
  'Eigenaar woont ter plaatse; bezoeken steeds samen met de makelaar.',
  'Syndicus: Immo Beheer bv. Plannen liggen in het dossier.',
  'Alarmcode op te vragen bij de dossierbeheerder.',
]

/**
 * Every field group of one property. Localized fields are objects per language; the derived
 * fields the collection computes in hooks (region, country, EPC label) are not set here.
 */
export function buildProperty(input: PropertyInput, links: SeedLinks): LocalizedPropertyData {
  const { rng, kind, goal, status, location, spec = {} } = input
  const region = energyRegionOf(location.zip)
  const range = sizes[kind]
  const residential = residentialKinds.includes(kind)
  const isFlat = flatKinds.includes(kind)
  const built = kind !== 'land'
  const condition: Condition | undefined = !built
    ? undefined
    : (spec.condition ??
      (kind === 'garage'
        ? 'good'
        : rng.pick<Condition>(['excellent', 'good', 'good', 'toRefresh'])))
  const living = range.living[1] ? rng.int(range.living[0], range.living[1]) : 0
  const ground = range.ground ? roundTo(rng.int(range.ground[0], range.ground[1]), 5) : undefined
  const bedrooms = rng.int(range.bedrooms[0], range.bedrooms[1])
  const bathrooms = residential ? (bedrooms >= 4 ? 2 : 1) : kind === 'investment' ? 4 : 0
  const hasGarden = Boolean(ground) && residential && kind !== 'mansion'
  const garden = hasGarden && ground ? roundTo(Math.round(ground * rng.float(0.45, 0.7, 2)), 5) : 0
  const terrace = isFlat || kind === 'villa' || spec.feature === 'terrace' ? rng.int(8, 35) : 0
  const garages = ['house', 'villa', 'bungalow', 'farmhouse'].includes(kind) ? rng.int(1, 2) : 0
  const parkingInside = kind === 'office' ? rng.int(4, 10) : isFlat && rng.chance(0.5) ? 1 : 0
  const floors = isFlat ? 1 : kind === 'mansion' ? 4 : kind === 'bungalow' ? 1 : residential ? 2 : 1

  const yearRange: Record<Condition, [number, number]> = {
    new: [2025, 2026],
    excellent: [2004, 2019],
    good: [1972, 2008],
    toRefresh: [1958, 1990],
    toRenovate: [1905, 1965],
  }
  const constructionYear = condition
    ? kind === 'mansion'
      ? rng.int(1895, 1930)
      : rng.int(...yearRange[condition])
    : undefined
  const renovationYear =
    constructionYear && constructionYear < 1990 && condition !== 'toRenovate' && rng.chance(0.6)
      ? rng.int(2008, 2023)
      : undefined

  // Price: a sale price in euros, or a monthly rent.
  const factor =
    characterFactor[location.character] *
    (kindFactor[kind] ?? 1) *
    (condition ? conditionFactor[condition] : 1)
  let price: number
  if (goal === 'rent') {
    if (kind === 'studentRoom') price = roundTo(rng.int(390, 520), 5)
    else if (kind === 'office') price = roundTo(living * 12.5 * factor, 10)
    else price = Math.max(650, roundTo(living * rentPerM2[region] * factor, 5))
  } else if (kind === 'land') {
    price = roundTo((ground ?? 0) * landPerM2[region] * characterFactor[location.character], 1000)
  } else if (kind === 'garage') {
    price = roundTo((region === 'luxembourg' ? 65000 : 26000) + rng.int(0, 16000), 500)
  } else {
    const landValue = ground ? ground * landPerM2[region] * 0.25 : 0
    price = roundTo(living * pricePerM2[region] * factor + landValue, 5000)
  }

  // Energy: a value on Belgian scales, a class for Luxembourg; the label is the domain's.
  const hasEpc = built && kind !== 'garage'
  const epcValue =
    hasEpc && region !== 'luxembourg' && condition ? rng.int(...epcRange[condition]) : null
  const epcText =
    hasEpc && region === 'luxembourg' && condition ? rng.pick(luxembourgClasses[condition]) : null
  const label = hasEpc ? epcLabel({ region, value: epcValue, labelText: epcText }) : null
  const epcYear = rng.int(2019, 2025)
  const epcDate = iso(epcYear, rng.int(1, 12), rng.int(1, 28))
  const epcEnd = iso(epcYear + 10, Number(epcDate.slice(5, 7)), Number(epcDate.slice(8, 10)))

  const heating: Heating =
    condition === 'new'
      ? 'heatPump'
      : kind === 'office'
        ? 'district'
        : rng.pick<Heating>(
            condition === 'toRenovate' ? ['oil', 'gas', 'electric'] : ['gas', 'gas', 'heatPump'],
          )
  const glazing: Glazing =
    condition === 'new'
      ? 'triple'
      : condition === 'toRenovate'
        ? 'single'
        : rng.pick<Glazing>(['double', 'highEfficiency'])
  const frames: Frames = rng.pick<Frames>(['wood', 'pvc', 'aluminium'])
  const kitchen: Kitchen =
    kind === 'studio' ? 'kitchenette' : rng.pick<Kitchen>(['fullyEquipped', 'open', 'equipped'])
  const solarPanels = residential && !isFlat && rng.chance(0.4)
  const gasConnected = heating === 'gas'
  const gardenOrientation = garden ? rng.pick(orientationsList) : undefined
  const terraceOrientation = terrace ? rng.pick(orientationsList) : undefined

  const manager = links.managers[spec.manager ?? managerFor(region, input.index)]
  const availableFrom =
    goal === 'rent' ? iso(2027, 1 + (input.index % 6), input.index % 2 ? 15 : 1) : undefined
  const feature =
    spec.feature ??
    (garden ? 'garden' : terrace ? 'terrace' : garages ? 'garage' : ('none' as const))
  const title = propertyTitle(kind, input.index, feature, location.names)
  const description = propertyDescription({
    kind,
    goal,
    status,
    town: location.names,
    character: location.character,
    living,
    ground: kind === 'commercial' || kind === 'investment' ? undefined : ground,
    garden,
    terrace,
    gardenOrientation,
    terraceOrientation,
    bedrooms,
    bathrooms,
    garages,
    constructionYear,
    renovationYear,
    condition,
    kitchen,
    heating: hasEpc ? heating : undefined,
    glazing,
    frames,
    solarPanels,
    epcLabel: label,
    epcValue,
    frontWidth: rng.int(6, 12),
    plotWidth: rng.int(18, 30),
    units: Math.max(3, Math.round(bedrooms / 2)),
    yearlyRent: roundTo(price * 0.045, 100),
    parkingInside,
    availableFrom,
    manager: manager?.name ?? 'ons kantoor',
  })

  // Finance: costs for a buyer, or for a tenant.
  const vatRegime = goal === 'sale' && condition === 'new'
  const groundPart = vatRegime ? roundTo(price * 0.3, 1000) : undefined
  const constructionCost = vatRegime && groundPart !== undefined ? price - groundPart : undefined
  const buildingVat = constructionCost ? Math.round(constructionCost * 0.21) : undefined
  const taxable = vatRegime ? (groundPart ?? 0) : price
  const registrationRate: Record<EnergyRegion, number> = {
    flanders: residential ? 0.02 : 0.12,
    brussels: 0.125,
    wallonia: residential ? 0.03 : 0.125,
    luxembourg: 0.07,
  }
  const abatement = region === 'brussels' && residential && price <= 600000 ? 200000 : 0
  const registrationRights = Math.round(Math.max(0, taxable - abatement) * registrationRate[region])
  const notaryFeesExVat = roundTo(Math.max(1500, price * 0.009 + 1100), 10)
  const notaryFees = Math.round(notaryFeesExVat * (region === 'luxembourg' ? 1.17 : 1.21))
  const cadastralIncome =
    region === 'luxembourg' || kind === 'garage'
      ? undefined
      : roundTo((goal === 'rent' ? price * 200 : price) / 280, 5)
  const chargesTenant =
    goal === 'rent'
      ? kind === 'studentRoom'
        ? 0
        : isFlat
          ? roundTo(rng.int(60, 180), 5)
          : kind === 'office'
            ? roundTo(living * 2.5, 10)
            : rng.int(0, 1) * 25
      : undefined

  const mobiscores = mobiscore(location.character, rng)
  const street = rng.pick(location.streets)
  const jitter = () => rng.float(-0.006, 0.006, 6)
  const flanders = region === 'flanders'
  const oldBuilding = (constructionYear ?? 2026) < 2001
  const year = (y: number) => iso(y, rng.int(1, 12), rng.int(1, 28))
  const electricDate = year(rng.int(2018, 2025))
  const electricOk = condition !== 'toRenovate' && rng.chance(0.8)

  const photos = links.photos?.[input.photo] ?? []
  const images = photos.length
    ? [0, 1, 2].map((k) => photos[(input.index + k) % photos.length])
    : []

  const owner = spec.owner !== undefined ? links.owners?.[spec.owner] : undefined
  const project = spec.project !== undefined ? links.projects?.[spec.project] : undefined

  return {
    _status: 'published',
    // General
    title,
    reference: input.reference,
    propertyType: kind,
    goal,
    status,
    price,
    publishPrice: spec.publishPrice ?? true,
    // Every fifth listing still on the market is in the spotlight (home page carousel).
    featured: input.index % 5 === 0 && status === 'available',
    ...(spec.priceFrom
      ? { priceUnit: PRICE_UNIT_FROM, priceUnitText: t('vanaf', 'à partir de', 'from', 'ab') }
      : goal === 'rent'
        ? { priceUnit: 1, priceUnitText: t('/maand', '/mois', '/month', '/Monat') }
        : {}),
    ...(spec.marquee === 'new'
      ? { marquee: t('Nieuw', 'Nouveau', 'New', 'Neu') }
      : spec.marquee === 'priceReduced'
        ? { marquee: t('Prijsdaling', 'Prix en baisse', 'Price reduced', 'Preissenkung') }
        : {}),
    description,
    manager: manager?.id,
    ...(project ? { project } : {}),
    ...(owner ? { owners: [owner] } : {}),
    internalNotes: internalNotes[input.index % internalNotes.length],
    // Location
    street,
    houseNumber: String(rng.int(1, 180)),
    ...(isFlat ? { boxNumber: String(rng.int(1, 4) * 100 + rng.int(1, 4)) } : {}),
    zip: location.zip,
    city: location.city,
    publishAddress: spec.publishAddress ?? true,
    latitude: Math.round((location.latitude + jitter()) * 1e6) / 1e6,
    longitude: Math.round((location.longitude + jitter()) * 1e6) / 1e6,
    ...(isFlat ? { floor: kind === 'penthouse' ? 6 : rng.int(0, 5) } : {}),
    pointsOfInterest: pointsOfInterest(location.character, location.names),
    mobiscore: mobiscores,
    // Surfaces and rooms
    surfaces: {
      total: kind === 'land' ? ground : living + terrace,
      living: living || undefined,
      ground,
      built: ground && living ? Math.round(living / floors) : undefined,
      garden: garden || undefined,
      terrace: terrace || undefined,
      storage: residential ? rng.int(4, 15) : kind === 'commercial' ? rng.int(20, 60) : undefined,
      office: kind === 'office' ? living : undefined,
      frontWidth: built && !isFlat ? rng.int(6, 14) : undefined,
      plotWidth: ground ? rng.int(8, 30) : undefined,
    },
    rooms: {
      bedrooms,
      bathrooms,
      showerRooms: residential && bedrooms >= 3 ? 1 : 0,
      toilets: residential ? Math.max(1, bathrooms + (bedrooms >= 3 ? 1 : 0)) : 1,
      garages,
      parkingInside,
      parkingOutside: ['house', 'villa', 'farmhouse', 'bungalow'].includes(kind)
        ? rng.int(1, 3)
        : 0,
      floors,
      facades: isFlat ? 2 : kind === 'villa' || kind === 'farmhouse' ? 4 : rng.int(2, 3),
      extraRoomsPossible: residential && !isFlat && rng.chance(0.3),
    },
    constructionYear,
    renovationYear,
    // Comfort and equipment
    comfort: {
      gas: gasConnected,
      water: built,
      lift: isFlat && kind !== 'studentRoom',
      cellar: ['house', 'mansion', 'villa', 'farmhouse'].includes(kind),
      terrace: terrace > 0,
      garden: garden > 0,
      attic: ['house', 'mansion', 'farmhouse'].includes(kind),
      garage: garages > 0 || kind === 'garage',
      furnished: kind === 'studentRoom' || (goal === 'rent' && kind === 'studio'),
      accessible: isFlat && kind !== 'studentRoom' && rng.chance(0.5),
      alarm: ['villa', 'mansion'].includes(kind) || rng.chance(0.2),
      solarPanels,
    },
    ...(terraceOrientation ? { terraceOrientation } : {}),
    ...(gardenOrientation ? { gardenOrientation } : {}),
    ...(built ? { heating: hasEpc ? heating : 'none', glazing, windowFrames: frames } : {}),
    ...(residential || kind === 'studentRoom' ? { kitchen } : {}),
    ...(built
      ? {
          roofType: isFlat || kind === 'villa' || kind === 'office' ? 'flat' : 'pitched',
          roofMaterial:
            isFlat || kind === 'villa' || kind === 'office'
              ? 'epdm'
              : region === 'wallonia' || region === 'luxembourg'
                ? 'slate'
                : 'tiles',
          roofCondition:
            condition === 'new' ? 'new' : condition === 'toRenovate' ? 'toRenovate' : 'good',
          floorCovering: residential ? ['tiles', rng.pick(['parquet', 'laminate'])] : ['tiles'],
          condition,
        }
      : {}),
    ...(kind === 'mansion'
      ? { architectureStyle: t('Art nouveau', 'Art nouveau', 'Art Nouveau', 'Jugendstil') }
      : kind === 'farmhouse'
        ? { architectureStyle: t('Landelijk', 'Champêtre', 'Rural', 'Ländlich') }
        : {}),
    // Energy and certificates
    epc: hasEpc
      ? {
          value: epcValue,
          labelText: epcText,
          total: epcValue ? Math.round(epcValue * living) : undefined,
          specific: epcValue ?? undefined,
          co2: epcValue ? Math.round(epcValue * 0.2) : undefined,
          eLevel: condition === 'new' ? rng.int(18, 35) : undefined,
          certificateNumber: certificateNumber(region, rng, epcYear),
          date: epcDate,
          endDate: epcEnd,
        }
      : {},
    asbestos:
      flanders && built && oldBuilding
        ? {
            type: rng.pick(['asbestosSafe', 'notAsbestosSafe', 'asbestosSafe']),
            date: year(2023),
          }
        : { type: built ? 'notRequired' : undefined },
    flood:
      region === 'luxembourg'
        ? {}
        : {
            zone: rng.chance(0.85) ? 'none' : 'possible',
            ...(flanders
              ? { pScore: rng.pick(['A', 'A', 'B']), gScore: rng.pick(['A', 'B']) }
              : {}),
            riverbankZone: false,
          },
    soil:
      region === 'luxembourg'
        ? {}
        : { status: kind === 'commercial' ? 'riskLand' : 'clean', date: year(2024) },
    electricity: built
      ? {
          result: electricOk ? 'compliant' : 'notCompliant',
          date: electricDate,
          endDate: electricOk
            ? iso(Number(electricDate.slice(0, 4)) + 25, 6, 1)
            : iso(Number(electricDate.slice(0, 4)) + 1, 12, 31),
        }
      : {},
    gasCertificate: gasConnected
      ? { result: 'compliant', date: year(2023), endDate: iso(2028, 6, 30) }
      : {},
    // Urbanism and legal
    urbanism: {
      buildingPermit: built ? 'yes' : 'no',
      allotmentPermit: kind === 'land' ? 'yes' : 'no',
      preemptionRight: 'no',
      summons: 'no',
      judicialDecision: 'no',
      heritage: kind === 'mansion' && rng.chance(0.5) ? 'yes' : 'no',
      zoning:
        kind === 'commercial' || kind === 'office'
          ? 'mixed'
          : location.character === 'village'
            ? 'ruralResidential'
            : 'residential',
      electricityConnection: true,
      sewerConnection: location.character !== 'village' || rng.chance(0.5),
      planningInformation: t(
        'Vergund volgens de plannen; geen stedenbouwkundige overtredingen gekend.',
        'Bien conforme au permis ; aucune infraction urbanistique connue.',
        'Built according to the permit; no known planning infringements.',
        'Genehmigt gemäß den Plänen; keine bekannten baurechtlichen Verstöße.',
      ),
      servitudes: t(
        'Geen gekende erfdienstbaarheden.',
        'Aucune servitude connue.',
        'No known servitudes.',
        'Keine bekannten Dienstbarkeiten.',
      ),
    },
    // Finance
    finance:
      goal === 'sale'
        ? {
            notaryFees,
            notaryFeesExVat,
            registrationRights,
            vatRegime,
            ...(vatRegime
              ? {
                  vatRate: 21,
                  buildingVat,
                  groundPart,
                  constructionCost,
                  totalCost: price + (buildingVat ?? 0) + notaryFees + registrationRights,
                }
              : {}),
            cadastralIncome,
            propertyTax: cadastralIncome ? Math.round(cadastralIncome * 0.85) : undefined,
          }
        : {
            deposit: price * 3,
            chargesTenant,
            chargesOwner: rng.int(0, 2) * 25,
            inventoryCost: roundTo(rng.int(200, 350), 10),
            cadastralIncome,
          },
    ...(goal === 'rent'
      ? {
          availability: {
            from: availableFrom,
            text: t(
              'Of vroeger in overleg met de huidige huurder.',
              'Ou plus tôt en accord avec le locataire actuel.',
              'Or earlier by agreement with the current tenant.',
              'Oder früher nach Absprache mit dem jetzigen Mieter.',
            ),
          },
        }
      : {}),
    // Media
    ...(images.length ? { images } : {}),
    // SEO
    seo: {
      metaTitle: each(title, (value) => limitText(value, 70)),
      metaDescription: each(description, (value) =>
        limitText(value.split('\n\n')[0] ?? value, 170),
      ),
    },
  }
}

const each = (value: Localized, map: (text: string) => string): Localized => {
  const out = {} as Localized
  for (const locale of Object.keys(value) as Locale[]) out[locale] = map(value[locale])
  return out
}

/** Sofie (Flanders), Julien (Brussels and Wallonia), Anna (Luxembourg and East Belgium). */
const managerFor = (region: EnergyRegion, index: number) =>
  region === 'luxembourg' ? 2 : region === 'flanders' ? 0 : index % 5 === 0 ? 2 : 1

/** The demo location of a town of data/towns.ts with coordinates from the validated list. */
export function townLocation(key: keyof typeof towns): SeedLocation {
  const town = towns[key]
  const place = findPlace(town.zip, town.name)
  return {
    zip: town.zip,
    city: town.name,
    names: town.names,
    character: town.character,
    streets: town.streets,
    latitude: place.latitude,
    longitude: place.longitude,
  }
}

/** The demo listing's data in creation order (pure: the same on every run). */
export function demoPropertyData(links: SeedLinks): LocalizedPropertyData[] {
  return demoPropertySpecs.map((spec, index) =>
    buildProperty(
      {
        index,
        reference: `IMMO-${String(index + 1).padStart(4, '0')}`,
        location: townLocation(spec.town),
        kind: spec.kind,
        goal: spec.goal,
        status: spec.status ?? 'available',
        photo: spec.photo,
        spec,
        rng: randomFor('property', index),
      },
      links,
    ),
  )
}

/** Creates one published property with every language at once (`locale: 'all'`). */
export async function createLocalizedProperty(
  payload: Payload,
  data: LocalizedPropertyData,
  context: Record<string, unknown> = seedContext,
): Promise<Property> {
  return payload.create({
    collection: 'properties',
    locale: ALL_LOCALES,
    data: data as unknown as Property,
    context,
  })
}

export async function seedProperties(payload: Payload, links: SeedLinks): Promise<Property[]> {
  const created: Property[] = []
  for (const data of demoPropertyData(links)) {
    created.push(await createLocalizedProperty(payload, data))
  }
  return created
}
