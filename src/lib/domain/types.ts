// Shared vocabulary of the domain rules.

export const LOCALES = ['nl', 'fr', 'en', 'de'] as const
export type Locale = (typeof LOCALES)[number]

export const REGIONS = ['flanders', 'brussels', 'wallonia'] as const
export type Region = (typeof REGIONS)[number]

/** Belgium's three regions plus Luxembourg, where energy labels are given, not computed. */
export type EnergyRegion = Region | 'luxembourg'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
