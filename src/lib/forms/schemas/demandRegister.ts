import { z } from 'zod'

import {
  choice,
  contactFields,
  envelope,
  firstName,
  goals,
  lastName,
  optionalBoolean,
  optionalNumber,
  formObject,
} from './fields'
import { alertFrequencyChoices, searchPropertyTypes } from '../choices'
import { parseArea } from '@/lib/alerts/criteria'

const point = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], {
  error: 'invalidValue',
})

/** What the visitor looks for: the first step of the browser form, with its own rules. */
const searchShape = {
  goal: choice(goals, 'goalRequired'),
  types: z
    .array(z.enum(searchPropertyTypes, { error: 'invalidValue' }), { error: 'typesRequired' })
    .min(1, 'typesRequired')
    .max(searchPropertyTypes.length, 'invalidValue'),
  // Postcodes or municipality names; map areas are polygons of [longitude, latitude].
  zones: z
    .array(z.string({ error: 'invalidValue' }).trim().min(1, 'zonesRequired').max(100, 'tooLong'), {
      error: 'zonesRequired',
    })
    .max(100, 'invalidValue')
    .optional(),
  areas: z
    .array(z.array(point).min(3, 'invalidValue').max(500, 'invalidValue'), {
      error: 'invalidValue',
    })
    .max(10, 'invalidValue')
    .optional(),
  // A drawn area in the list pages' URL format (`lat,lng;…`), as "save this search" sends it.
  area: z
    .string({ error: 'invalidValue' })
    .max(2000, 'invalidValue')
    .refine((value) => value === '' || parseArea(value) !== null, 'invalidValue')
    .optional(),
  frequency: z.enum(alertFrequencyChoices, { error: 'invalidValue' }).optional(),
  minPrice: optionalNumber(),
  maxPrice: optionalNumber(),
  minBedrooms: optionalNumber(0, 50),
  maxBedrooms: optionalNumber(0, 50),
  minBathrooms: optionalNumber(0, 50),
  minGarages: optionalNumber(0, 50),
  maxGarages: optionalNumber(0, 50),
  minParking: optionalNumber(0, 50),
  maxParking: optionalNumber(0, 50),
  terrace: optionalBoolean(),
  garden: optionalBoolean(),
}

const ranges = [
  ['minPrice', 'maxPrice'],
  ['minBedrooms', 'maxBedrooms'],
  ['minGarages', 'maxGarages'],
  ['minParking', 'maxParking'],
] as const

type Search = { zones?: string[]; areas?: unknown[]; area?: string } & Partial<
  Record<(typeof ranges)[number][number], number>
>

/** At least one zone (a postcode, a municipality or a map area); each minimum ≤ its maximum. */
const searchRules = (value: Search, ctx: z.RefinementCtx) => {
  if (!value.zones?.length && !value.areas?.length && !value.area) {
    ctx.addIssue({ code: 'custom', path: ['zones'], message: 'zonesRequired' })
  }
  for (const [min, max] of ranges) {
    const low = value[min]
    const high = value[max]
    if (low !== undefined && high !== undefined && low > high) {
      ctx.addIssue({ code: 'custom', path: [max], message: 'rangeInvalid' })
    }
  }
}

/** Saved search ("keep me informed"): at least one type and one zone; min ≤ max. */
export const demandRegisterSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  lastName: lastName(),
  ...searchShape,
}).superRefine(searchRules)

/**
 * The search on its own, with its rules. zod skips an object's refinements while any other
 * field is missing or wrong, so the browser also checks this part alone: the first step then
 * asks for a zone before the names of the second step exist.
 */
export const demandSearchSchema = z.object(searchShape).superRefine(searchRules)

export { demandRegisterSteps } from '../steps'
