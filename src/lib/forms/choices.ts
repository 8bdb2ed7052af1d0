// The fixed choices of the forms (contracts/forms.md), without zod: the schemas check them, and
// the browser forms list them without loading the schemas.

export const titles = ['mr', 'ms', 'miss'] as const
export const contactSlotValues = ['10-13', '13-16', '16-19'] as const
export const contactDevices = ['phone', 'email', 'video'] as const
export const goals = ['sale', 'rent'] as const
/**
 * The types the list filters offer (the Properties collection's options, checked by a unit
 * test): what a saved search can ask for.
 */
export const searchPropertyTypes = [
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
