// The mentions a property advertisement must carry, per region, as a dated table; the check an
// editor's publish runs against it; and the listing-quality score of the admin's list.
import { isEmpty } from './text'
import { regionForPostcode } from './place'
import type { EnergyRegion, Locale } from './types'

export const MENTION_RULE_IDS = [
  'epcScore',
  'epcCode',
  'energyClass',
  'primaryEnergy',
  'co2',
  'specificConsumption',
  'totalConsumption',
  'buildingPermit',
  'zoning',
  'summons',
  'preemptionRight',
  'allotmentPermit',
  'floodPScore',
  'floodGScore',
  'rent',
  'charges',
] as const
export type MentionRuleId = (typeof MENTION_RULE_IDS)[number]

export type MentionRule = {
  id: MentionRuleId
  region: EnergyRegion
  /** First day (ISO date) the mention is required in an advertisement. */
  validFrom: string
  /** Only for this goal (rentals: rent and charges). */
  goal?: 'sale' | 'rent'
  /** Property fields that carry the mention; it is present when one of them has a value. The
   * first is the one an editor is sent to. */
  paths: readonly string[]
  /** A flag that must not be off for the value to count (a rent that is not published). */
  publishedFlag?: string
  /** Only for a building: not for building land, a garage box or a parking space. */
  building?: boolean
  source: string
}

/** Property types without a building of their own to certify (no EPC, no G-score). */
export const TYPES_WITHOUT_BUILDING: readonly string[] = ['land', 'garage', 'parking']

const VEKA = 'Energiedecreet (decree of 18 Nov 2011), VEA guidance; fine €500–5,000'
const VCRO = 'VCRO art. 5.2.6 (biv.be 27 Sep 2023; omgeving.vlaanderen.be)'
const FLOOD =
  'Water decree, information duty from 1 Jan 2023 (biv.be 7 Dec 2022; vmm.vlaanderen.be)'
const BRU = 'AGRBC 17 Feb 2011 art. 6 (environnement.brussels)'
const WAL = 'AGW 15 May 2014 (PEB in advertisements from 1 Jan 2015)'
const LUX = 'RGD 9 Jun 2021 (energy performance certificate; guichet.public.lu)'
const RENT_FL = 'Woninghuurdecreet art. 4 (Flanders); rent and charges in every public notice'
const RENT = 'Rent and common charges in every public notice (immovlan.be)'

const rentals = (region: EnergyRegion, validFrom: string, source: string): MentionRule[] => [
  {
    id: 'rent',
    region,
    validFrom,
    goal: 'rent',
    paths: ['price'],
    publishedFlag: 'publishPrice',
    source,
  },
  { id: 'charges', region, validFrom, goal: 'rent', paths: ['finance.chargesTenant'], source },
]

/**
 * Every mandatory mention, dated: a new or changed legal duty is one more row. The EPC label of
 * Flanders is shown with the score but is not a separate duty (not confirmed for post-2019 EPCs);
 * the renovation obligation follows from the label (renovation.ts) and needs no field.
 */
export const MENTION_RULES: readonly MentionRule[] = [
  // Flanders
  {
    id: 'epcScore',
    region: 'flanders',
    validFrom: '2012-01-01',
    paths: ['epc.value'],
    building: true,
    source: VEKA,
  },
  {
    id: 'epcCode',
    region: 'flanders',
    validFrom: '2012-01-01',
    paths: ['epc.certificateNumber'],
    building: true,
    source: VEKA,
  },
  {
    id: 'buildingPermit',
    region: 'flanders',
    validFrom: '2018-03-01',
    paths: ['urbanism.buildingPermit'],
    source: VCRO,
  },
  {
    id: 'zoning',
    region: 'flanders',
    validFrom: '2018-03-01',
    paths: ['urbanism.zoning'],
    source: VCRO,
  },
  {
    id: 'summons',
    region: 'flanders',
    validFrom: '2018-03-01',
    paths: ['urbanism.summons'],
    source: VCRO,
  },
  {
    id: 'preemptionRight',
    region: 'flanders',
    validFrom: '2018-03-01',
    paths: ['urbanism.preemptionRight'],
    source: VCRO,
  },
  {
    id: 'allotmentPermit',
    region: 'flanders',
    validFrom: '2018-03-01',
    paths: ['urbanism.allotmentPermit'],
    source: VCRO,
  },
  {
    id: 'floodPScore',
    region: 'flanders',
    validFrom: '2023-01-01',
    paths: ['flood.pScore'],
    source: FLOOD,
  },
  {
    id: 'floodGScore',
    region: 'flanders',
    validFrom: '2023-01-01',
    paths: ['flood.gScore'],
    building: true,
    source: FLOOD,
  },
  ...rentals('flanders', '2019-01-01', RENT_FL),
  // Brussels-Capital
  {
    id: 'energyClass',
    region: 'brussels',
    validFrom: '2011-05-01',
    paths: ['epc.value', 'epc.labelText'],
    building: true,
    source: BRU,
  },
  {
    id: 'co2',
    region: 'brussels',
    validFrom: '2011-05-01',
    paths: ['epc.co2'],
    building: true,
    source: BRU,
  },
  {
    id: 'primaryEnergy',
    region: 'brussels',
    validFrom: '2011-05-01',
    paths: ['epc.value'],
    building: true,
    source: BRU,
  },
  ...rentals('brussels', '2011-11-01', RENT),
  // Wallonia
  {
    id: 'energyClass',
    region: 'wallonia',
    validFrom: '2015-01-01',
    paths: ['epc.value', 'epc.labelText'],
    building: true,
    source: WAL,
  },
  {
    id: 'specificConsumption',
    region: 'wallonia',
    validFrom: '2015-01-01',
    paths: ['epc.specific', 'epc.value'],
    building: true,
    source: WAL,
  },
  {
    id: 'totalConsumption',
    region: 'wallonia',
    validFrom: '2015-01-01',
    paths: ['epc.total'],
    building: true,
    source: WAL,
  },
  {
    id: 'epcCode',
    region: 'wallonia',
    validFrom: '2015-01-01',
    paths: ['epc.certificateNumber'],
    building: true,
    source: WAL,
  },
  ...rentals('wallonia', '2015-01-01', RENT),
  // Luxembourg
  {
    id: 'energyClass',
    region: 'luxembourg',
    validFrom: '2021-06-09',
    paths: ['epc.labelText'],
    building: true,
    source: LUX,
  },
  ...rentals('luxembourg', '2021-06-09', RENT),
]

/** Reads `a.b.c` from a document; undefined where a step is missing. */
export const readPath = (record: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    )

export type MentionFacts = {
  region?: string | null
  zip?: string | number | null
  countryId?: number | null
  goal?: string | null
  propertyType?: string | null
  [field: string]: unknown
}

/** The property's region: the stored one, else Luxembourg by country, else by postcode. */
export function listingRegion(property: MentionFacts): EnergyRegion | null {
  const { region } = property
  if (region === 'flanders' || region === 'brussels' || region === 'wallonia') return region
  if (region === 'luxembourg' || property.countryId === 50) return 'luxembourg'
  if (property.zip === null || property.zip === undefined) return null
  if (/^\s*L-/i.test(String(property.zip))) return 'luxembourg'
  return regionForPostcode(property.zip)
}

/** The rules in force on `date` (ISO day) for a property of this region, goal and type. */
export function mentionRulesInForce(
  input: { region: EnergyRegion; goal?: string | null; propertyType?: string | null; date: string },
  rules: readonly MentionRule[] = MENTION_RULES,
): MentionRule[] {
  const day = input.date.slice(0, 10)
  const hasBuilding = !TYPES_WITHOUT_BUILDING.includes(input.propertyType ?? '')
  return rules.filter(
    (rule) =>
      rule.region === input.region &&
      rule.validFrom <= day &&
      (!rule.goal || rule.goal === input.goal) &&
      (!rule.building || hasBuilding),
  )
}

/** Whether a rule's mention is on the property. */
export const mentionPresent = (rule: MentionRule, property: MentionFacts): boolean =>
  (!rule.publishedFlag || readPath(property, rule.publishedFlag) !== false) &&
  rule.paths.some((path) => !isEmpty(readPath(property, path)))

/** `region`: no region can be told from the postcode (the postcode is the field to fill). */
export type MissingMention = { rule: MentionRuleId | 'region'; path: string }

export type ComplianceResult = {
  /** null: no region can be told (no postcode), and nothing else can be checked. */
  region: EnergyRegion | null
  required: MentionRuleId[]
  missing: MissingMention[]
}

/**
 * The compliance check before publishing: which of the region's mandatory mentions the property
 * lacks, each with the field an editor fills in. A property whose region is unknown misses its
 * postcode first.
 */
export function checkMentions(
  property: MentionFacts,
  options: { date: string; rules?: readonly MentionRule[] },
): ComplianceResult {
  const region = listingRegion(property)
  if (!region) return { region, required: [], missing: [{ rule: 'region', path: 'zip' }] }
  const rules = mentionRulesInForce(
    { region, goal: property.goal, propertyType: property.propertyType, date: options.date },
    options.rules,
  )
  return {
    region,
    required: rules.map((rule) => rule.id),
    missing: rules
      .filter((rule) => !mentionPresent(rule, property))
      .map((rule) => ({ rule: rule.id, path: rule.paths[0] })),
  }
}

export type MentionSeverity = 'warn' | 'block'

/** Splits the missing mentions by what the administrator set per rule (warn when unset). */
export function splitBySeverity(
  missing: readonly MissingMention[],
  severity: Partial<Record<string, MentionSeverity | null>>,
): { blocking: MissingMention[]; warnings: MissingMention[] } {
  const blocking = missing.filter((item) => severity[item.rule] === 'block')
  return { blocking, warnings: missing.filter((item) => !blocking.includes(item)) }
}

export type QualityInput = {
  mentions: { required: number; missing: number }
  photos: { count: number; widths: readonly (number | null | undefined)[] }
  /** Per language: the description's length in characters (0 or missing when empty). */
  descriptionLength: Partial<Record<Locale, number>>
  /** Per language: whether the title and the description are both there. */
  translated: Partial<Record<Locale, boolean>>
}

/** Photos, description length and sharp width that earn the full share of the score. */
export const QUALITY_TARGETS = { photos: 10, description: 600, photoWidth: 1200 } as const

const LANGUAGES: readonly Locale[] = ['nl', 'fr', 'en', 'de']

/**
 * Listing quality, 0–100: mandatory mentions 40, photo count 20, photo size 10, description
 * length per language 20 (5 each), translations present 10 (2.5 each). Each share grows in
 * proportion up to its target, so a score shows how far a listing is from complete.
 */
export function listingQuality(input: QualityInput): number {
  const ratio = (value: number, target: number) => Math.max(0, Math.min(1, value / target))
  const mentions =
    input.mentions.required === 0
      ? 1
      : ratio(input.mentions.required - input.mentions.missing, input.mentions.required)
  const photos = ratio(input.photos.count, QUALITY_TARGETS.photos)
  const sharp =
    input.photos.widths.length === 0
      ? 0
      : input.photos.widths.filter((width) => (width ?? 0) >= QUALITY_TARGETS.photoWidth).length /
        input.photos.widths.length
  const description =
    LANGUAGES.reduce(
      (sum, locale) =>
        sum + ratio(input.descriptionLength[locale] ?? 0, QUALITY_TARGETS.description),
      0,
    ) / LANGUAGES.length
  const translated =
    LANGUAGES.filter((locale) => input.translated[locale]).length / LANGUAGES.length
  return Math.round(mentions * 40 + photos * 20 + sharp * 10 + description * 20 + translated * 10)
}
