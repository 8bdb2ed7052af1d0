import type { EnergyRegion } from './types'

export type RenovationRule = {
  /** First purchase year (year of the notarial deed) the rule applies to. */
  validFrom: number
  region: EnergyRegion
  /** Labels that oblige the buyer to renovate. */
  labels: readonly string[]
  targetLabel: string
  /** Years after the purchase to reach the target label. */
  years: number
  /** Where the rule is written (decree, official page). */
  source?: string
}

/**
 * The legal renovation obligations, dated. A new or changed rule (Flanders' announced longer
 * term, Wallonia's obligation from 2028) is one new row: for a region, the row with the latest
 * `validFrom` not after the purchase year is the rule in force.
 *
 * The source site's German text says 6 years; the law (and its nl, fr and en texts) says 5, and
 * the rule is the same whatever the language.
 */
export const RENOVATION_RULES: readonly RenovationRule[] = [
  {
    validFrom: 2023,
    region: 'flanders',
    labels: ['E', 'F'],
    targetLabel: 'D',
    years: 5,
    source: 'Decree of 18 March 2022 amending the Energiedecreet (VEKA, renovatieverplichting)',
  },
  {
    // The next step of the same decree: houses and apartments bought from 2028 reach C.
    validFrom: 2028,
    region: 'flanders',
    labels: ['D', 'E', 'F'],
    targetLabel: 'C',
    years: 5,
    source: 'Decree of 18 March 2022 (VEKA): label C for deeds from 1 January 2028',
  },
  // Wallonia's obligation for purchases from 2028 (D within 5 years) is a draft adopted on
  // 11 December 2025, not yet law: its row is added when the decree is published.
]

export type RenovationObligation = { applies: boolean; targetLabel: string; years: number }

/**
 * Whether a buyer must renovate, to which label and within how many years.
 *
 * Decisions: labels compare without regard to case or surrounding spaces; when a rule is in force
 * but the label is not concerned, `applies` is false and the rule's target and term are still
 * returned (a page may say "already meets label D"); with no rule in force, the target is '' and
 * the term 0.
 */
export function renovationObligation(
  input: { label: string | null; region: EnergyRegion; purchaseYear: number },
  rules: readonly RenovationRule[] = RENOVATION_RULES,
): RenovationObligation {
  const rule = rules
    .filter((r) => r.region === input.region && r.validFrom <= input.purchaseYear)
    .reduce<RenovationRule | null>(
      (latest, r) => (latest && latest.validFrom > r.validFrom ? latest : r),
      null,
    )
  if (!rule) return { applies: false, targetLabel: '', years: 0 }

  const label = input.label?.trim().toUpperCase() ?? ''
  return { applies: rule.labels.includes(label), targetLabel: rule.targetLabel, years: rule.years }
}
