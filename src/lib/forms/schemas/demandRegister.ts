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
  propertyTypes,
  formObject,
} from './fields'

const point = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], {
  error: 'invalidValue',
})

/** Saved search ("keep me informed"): at least one type and one zone. */
export const demandRegisterSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  lastName: lastName(),
  goal: choice(goals, 'goalRequired'),
  types: z
    .array(z.enum(propertyTypes, { error: 'invalidValue' }), { error: 'typesRequired' })
    .min(1, 'typesRequired')
    .max(propertyTypes.length, 'invalidValue'),
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
}).superRefine((value, ctx) => {
  if (!value.zones?.length && !value.areas?.length) {
    ctx.addIssue({ code: 'custom', path: ['zones'], message: 'zonesRequired' })
  }
  const ranges = [
    ['minPrice', 'maxPrice'],
    ['minBedrooms', 'maxBedrooms'],
    ['minGarages', 'maxGarages'],
    ['minParking', 'maxParking'],
  ] as const
  for (const [min, max] of ranges) {
    const low = value[min]
    const high = value[max]
    if (low !== undefined && high !== undefined && low > high) {
      ctx.addIssue({ code: 'custom', path: [max], message: 'rangeInvalid' })
    }
  }
})
