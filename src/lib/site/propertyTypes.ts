// The kinds of property the site lists and the states a listing or a project's unit can be in.
// The CMS schema adds admin labels to these values; the data layer and the pages filter on them.

export const PROPERTY_TYPES = [
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
  'land',
  'commercial',
  'office',
  'industrial',
  'investment',
  'garage',
  'parking',
  'other',
] as const
export type PropertyType = (typeof PROPERTY_TYPES)[number]

const propertyTypeSet = new Set<string>(PROPERTY_TYPES)
export const isPropertyType = (value: unknown): value is PropertyType =>
  typeof value === 'string' && propertyTypeSet.has(value)

export const PROPERTY_STATUSES = ['available', 'option', 'sold', 'rented'] as const
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number]

/** The statuses a visitor finds in the lists and the searches: still on the market. */
export const LISTED_STATUSES = ['available', 'option'] as const satisfies readonly PropertyStatus[]

export const UNIT_STATUSES = ['available', 'option', 'sold'] as const
export type UnitStatus = (typeof UNIT_STATUSES)[number]
