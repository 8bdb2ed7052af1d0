// The steps of the multi-step forms: which fields each step shows, in order. Without zod (the
// schemas are checked against them by type only), so the browser forms show their steps
// without loading the schemas; the schemas re-export them.
import type { z } from 'zod'

import type { valuationSchema } from './schemas/valuation'
import type { demandRegisterSchema } from './schemas/demandRegister'
import type { offerSchema } from './schemas/offer'
import type { rentApplicationSchema } from './schemas/rentApplication'

/** The fields of each step, in order; the last step also carries the captcha. */
export const valuationSteps = [
  ['street', 'houseNumber', 'zip', 'city', 'propertyType', 'goal'],
  ['title', 'firstName', 'lastName', 'email', 'phone'],
  ['remarks', 'newsletter', 'altcha'],
] as const satisfies readonly (readonly (keyof z.input<typeof valuationSchema>)[])[]

/** The fields of each step of the browser form, in the order they are shown. */
export const demandRegisterSteps = [
  [
    'goal',
    'types',
    'zones',
    'area',
    'minPrice',
    'maxPrice',
    'minBedrooms',
    'maxBedrooms',
    'minBathrooms',
    'minGarages',
    'maxGarages',
    'minParking',
    'maxParking',
    'garden',
    'terrace',
    'frequency',
  ],
  ['firstName', 'lastName', 'email', 'phone'],
] as const satisfies readonly (readonly (keyof z.input<typeof demandRegisterSchema>)[])[]

/** The fields of each step of the browser form, in the order they are shown. */
export const offerSteps = [
  ['signerA', 'signerB', 'email', 'phone'],
  ['amount', 'startDate', 'endDate', 'place', 'signingDate', 'conditions'],
] as const satisfies readonly (readonly (keyof z.input<typeof offerSchema>)[])[]

/** The fields of each step of the browser form, in the order they are shown. */
export const rentApplicationSteps = [
  ['firstName', 'lastName', 'email', 'phone', 'adults', 'children', 'pets', 'petsDescription'],
  ['movingDate', 'reason', 'income1', 'income2', 'cv'],
  [
    'confirmIncome',
    'confirmProof',
    'confirmPersons',
    'confirmDescription',
    'confirmTotal',
    'remarks',
  ],
] as const satisfies readonly (readonly (keyof z.input<typeof rentApplicationSchema>)[])[]
