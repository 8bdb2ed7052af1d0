// The fixed choices of the forms (docs/forms-api.md), without zod: the schemas check them, and
// the browser forms list them without loading the schemas.
import { GOALS } from '@/lib/site/goals'
import { PROPERTY_TYPES } from '@/lib/site/propertyTypes'

export const titles = ['mr', 'ms', 'miss'] as const
export const contactSlotValues = ['10-13', '13-16', '16-19'] as const
export const contactDevices = ['phone', 'email', 'video'] as const
export const goals = GOALS
/** The types the list filters offer: every type of the site's vocabulary, what a saved search can ask for. */
export const searchPropertyTypes = PROPERTY_TYPES
export const alertFrequencyChoices = ['instant', 'daily', 'weekly'] as const
export const propertyTypes = [
  'house',
  'apartment',
  'land',
  'commercial',
  'office',
  'garage',
  'other',
] as const
