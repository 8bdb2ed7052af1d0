import type { EnergyRegion } from './types'

export type RenovationRule = {
  /** First day (ISO date) of the notarial deed the rule applies to. */
  validFrom: string
  region: EnergyRegion
  /** Labels that oblige the buyer to renovate. */
  labels: readonly string[]
  targetLabel: string
  /** Years after the purchase to reach the target label. */
  years: number
  /** Property types the rule covers (the Flemish obligation of a label is for homes only). */
  propertyTypes?: readonly string[]
  /** Where the rule is written (decree, official page). */
  source?: string
}

/**
 * Property types that are a home (a residential unit), as the Flemish renovation obligation
 * of a label reads: houses and apartments of every kind. Not land, offices, shops, industrial
 * buildings, investment buildings (several units, each with its own EPC), garages or parking.
 */
export const RESIDENTIAL_TYPES: readonly string[] = [
  'house',
  'apartment',
  'villa',
  'bungalow',
  'farmhouse',
  'mansion',
  'penthouse',
  'duplex',
  'studio',
  'studentRoom',
]

const VEKA = 'Decree of 18 March 2022 amending the Energiedecreet (VEKA, renovatieverplichting)'

/**
 * The legal renovation obligations, dated by the deed. A new or changed rule (Flanders' announced
 * longer term, Wallonia's obligation from 2028) is one new row: for a region, the row with the
 * latest `validFrom` not after the deed's day is the rule in force.
 *
 * The source site's German text says 6 years; the law (and its nl, fr and en texts) says 5, and
 * the rule is the same whatever the language.
 */
export const RENOVATION_RULES: readonly RenovationRule[] = [
  {
    validFrom: '2023-01-01',
    region: 'flanders',
    labels: ['E', 'F'],
    targetLabel: 'D',
    years: 5,
    propertyTypes: RESIDENTIAL_TYPES,
    source: VEKA,
  },
  {
    // The next step of the same decree: houses and apartments bought from 2028 reach C.
    validFrom: '2028-01-01',
    region: 'flanders',
    labels: ['D', 'E', 'F'],
    targetLabel: 'C',
    years: 5,
    propertyTypes: RESIDENTIAL_TYPES,
    source: `${VEKA}: label C for deeds from 1 January 2028`,
  },
  // Wallonia's obligation for purchases from 2028 (D within 5 years) is a draft adopted on
  // 11 December 2025, not yet law: its row is added when the decree is published. Brussels'
  // RENOLUTION targets (2033) bind every owner, not a buyer at the deed: no row either.
]

export type RenovationObligation = { applies: boolean; targetLabel: string; years: number }

/**
 * Whether a buyer must renovate, to which label and within how many years, for a deed signed on
 * `date` (ISO day; a page passes today, the earliest day a visitor can buy).
 *
 * Decisions: labels compare without regard to case or surrounding spaces; a property type the
 * rule does not cover (an office, land) or an unknown type when the rule names its types does not
 * apply; when a rule is in force but the label is not concerned, `applies` is false and the
 * rule's target and term are still returned (a page may say "already meets label D"); with no
 * rule in force, the target is '' and the term 0.
 */
export function renovationObligation(
  input: {
    label: string | null
    region: EnergyRegion
    date: string
    propertyType?: string | null
  },
  rules: readonly RenovationRule[] = RENOVATION_RULES,
): RenovationObligation {
  const day = input.date.slice(0, 10)
  const rule = rules
    .filter((r) => r.region === input.region && r.validFrom <= day)
    .reduce<RenovationRule | null>(
      (latest, r) => (latest && latest.validFrom > r.validFrom ? latest : r),
      null,
    )
  if (!rule) return { applies: false, targetLabel: '', years: 0 }

  const label = input.label?.trim().toUpperCase() ?? ''
  const covered =
    !rule.propertyTypes ||
    (input.propertyType ? rule.propertyTypes.includes(input.propertyType) : false)
  return {
    applies: covered && rule.labels.includes(label),
    targetLabel: rule.targetLabel,
    years: rule.years,
  }
}
