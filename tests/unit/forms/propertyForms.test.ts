// The browser side of the forms about a property: which form a request opens, the steps of the
// multi-step forms and their own rules, the offer's amount, and that what a form sends is what
// the server accepts.
import { describe, expect, it } from 'vitest'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod'

import { digitsOnly, offerAdvance, typedAmount } from '@/components/forms/offerAmount'
import { firstStepError } from '@/components/forms/stepErrors'
import { zodPartsResolver } from '@/components/forms/zodPartsResolver'
import { zodResolver } from '@/components/forms/zodResolver'
import { availableRequests, propertyRequestKind } from '@/lib/forms/propertyRequests'
import { formSchemas } from '@/lib/forms/schemas'
import {
  demandRegisterSchema,
  demandRegisterSteps,
  demandSearchSchema,
} from '@/lib/forms/schemas/demandRegister'
import { offerPeriodSchema, offerSchema, offerSteps } from '@/lib/forms/schemas/offer'
import { rentApplicationSchema, rentApplicationSteps } from '@/lib/forms/schemas/rentApplication'
import { valuationSchema, valuationSteps } from '@/lib/forms/schemas/valuation'

const sale = { goal: 'sale', status: 'available' } as const
const rent = { goal: 'rent', status: 'available' } as const
const sold = { goal: 'sale', status: 'sold' } as const
const rented = { goal: 'rent', status: 'rented' } as const

describe('which form a property request opens', () => {
  it('opens the visit request by default and for an unknown request', () => {
    expect(propertyRequestKind(undefined, sale)).toBe('visit-request')
    expect(propertyRequestKind('visit', sale)).toBe('visit-request')
    expect(propertyRequestKind('nonsense', rent)).toBe('visit-request')
    expect(propertyRequestKind(['offer'], sale)).toBe('visit-request')
  })

  it('opens documents and send-to-friend for any property', () => {
    for (const property of [sale, rent]) {
      expect(propertyRequestKind('documents', property)).toBe('document-request')
      expect(propertyRequestKind('friend', property)).toBe('send-to-friend')
    }
  })

  it('opens an offer only for a property for sale that is not sold', () => {
    expect(propertyRequestKind('offer', sale)).toBe('offer')
    expect(propertyRequestKind('offer', { goal: 'sale', status: 'option' })).toBe('offer')
    expect(propertyRequestKind('offer', rent)).toBe('visit-request')
    expect(propertyRequestKind('offer', { goal: 'sale', status: 'sold' })).toBe('contact')
  })

  it('opens a rent application only for a property to rent that is not rented', () => {
    expect(propertyRequestKind('rent', rent)).toBe('rent-application')
    expect(propertyRequestKind('rent', sale)).toBe('visit-request')
    expect(propertyRequestKind('rent', { goal: 'rent', status: 'rented' })).toBe('contact')
  })

  it('opens no visit or document request for a sold or rented property, the general form instead', () => {
    for (const closed of [sold, rented]) {
      expect(propertyRequestKind('visit', closed)).toBe('contact')
      expect(propertyRequestKind(undefined, closed)).toBe('contact')
      expect(propertyRequestKind('documents', closed)).toBe('contact')
      expect(propertyRequestKind('friend', closed)).toBe('send-to-friend')
    }
    expect(propertyRequestKind('visit', { goal: 'sale', status: 'option' })).toBe('visit-request')
  })

  it('lists the buttons of the detail page in order', () => {
    expect(availableRequests(sale)).toEqual(['visit', 'documents', 'offer', 'friend'])
    expect(availableRequests(rent)).toEqual(['visit', 'documents', 'rent', 'friend'])
    expect(availableRequests(sold)).toEqual(['friend'])
    expect(availableRequests(rented)).toEqual(['friend'])
  })
})

describe('steps of the multi-step forms', () => {
  const envelope = new Set(['locale', 'altcha', 'startedAt', 'website', 'propertyId'])
  const forms = [
    ['valuation', valuationSchema, valuationSteps],
    ['demand-register', demandRegisterSchema, demandRegisterSteps],
    ['offer', offerSchema, offerSteps],
    ['rent-application', rentApplicationSchema, rentApplicationSteps],
  ] as const

  it.each(forms)('%s asks every required field on some step', (_kind, schema, steps) => {
    const shown = new Set<string>(steps.flat())
    const shape = schema.shape as Record<string, z.ZodType>
    const required = Object.keys(shape).filter(
      (key) => !envelope.has(key) && !shape[key].safeParse(undefined).success,
    )
    expect(required.filter((key) => !shown.has(key))).toEqual([])
  })

  const resolverOptions = { fields: {}, shouldUseNativeValidation: false }

  it('checks the zones and min ≤ max of the search step whatever the names hold', async () => {
    const resolve = zodPartsResolver(demandRegisterSchema, [demandSearchSchema])
    const search = { goal: 'sale', types: ['house'], zones: [], minPrice: 500, maxPrice: 100 }
    // Never shown yet (undefined), or shown and left empty after going back ('').
    for (const names of [{}, { firstName: '', lastName: '' }]) {
      const { errors } = await resolve({ ...search, ...names } as never, undefined, resolverOptions)
      expect(errors.zones?.message).toBe('zonesRequired')
      expect(errors.maxPrice?.message).toBe('rangeInvalid')
      expect(errors.firstName?.message).toBe('firstNameRequired')
    }
  })

  it('checks that the offer ends after it starts while other fields are empty or wrong', async () => {
    const resolve = zodPartsResolver(offerSchema, [offerPeriodSchema])
    const { errors } = await resolve(
      { startDate: '2027-01-10', endDate: '2027-01-05', place: '', amount: 'abc' } as never,
      undefined,
      resolverOptions,
    )
    expect(errors.endDate?.message).toBe('endDateInvalid')
    expect(errors.place?.message).toBe('placeRequired')
    expect(errors.amount?.message).toBe('amountInvalid')
  })

  it('keeps the server schemas strict: a whole valid search still needs a zone', () => {
    const body = {
      firstName: 'Anna',
      lastName: 'Peeters',
      email: 'anna@example.be',
      goal: 'sale',
      types: ['house'],
    }
    expect(demandRegisterSchema.safeParse(body).error?.issues[0]?.message).toBe('zonesRequired')
    expect(demandRegisterSchema.safeParse({ ...body, zones: ['Gent'] }).success).toBe(true)
  })
})

describe('the step of the first error', () => {
  const steps = [
    ['signerA', 'signerB', 'email'],
    ['amount', 'children'],
  ] as const
  const error = { type: 'server', message: 'x' }

  it('finds a nested field of an earlier step, in the step’s order', () => {
    expect(
      firstStepError(steps, { amount: error, email: error, signerA: { city: error } }),
    ).toEqual({ step: 0, field: 'signerA.city' })
  })

  it('finds an item of a list', () => {
    expect(firstStepError(steps, { children: [undefined, { age: error }] })).toEqual({
      step: 1,
      field: 'children.1.age',
    })
  })

  it('finds nothing for no errors or errors outside the steps', () => {
    expect(firstStepError(steps, {})).toBeNull()
    expect(firstStepError(steps, { startedAt: error })).toBeNull()
  })
})

describe('the offer’s amount', () => {
  it('takes the digits a Belgian visitor types with dots or spaces', () => {
    expect(digitsOnly('350.000')).toBe('350000')
    expect(digitsOnly(' 350 000 ')).toBe('350000')
    expect(digitsOnly(350000)).toBe(350000)
  })

  it('shows words only for an amount the schema accepts', () => {
    expect(typedAmount('350000')).toBe(350000)
    expect(typedAmount('')).toBeNull()
    expect(typedAmount('350,5')).toBeNull()
    expect(typedAmount('0')).toBeNull()
  })

  it('states 10 % of the offered amount, else of the asking price, else no amount', () => {
    expect(offerAdvance(350000, 400000)).toBe(35000)
    expect(offerAdvance(null, 400000)).toBe(40000)
    expect(offerAdvance(null, null)).toBeNull()
  })
})

describe('what the forms send is accepted by the server', () => {
  const accept = async (kind: keyof typeof formSchemas, values: Record<string, unknown>) => {
    const resolve = zodResolver(formSchemas[kind] as unknown as z.ZodType<FieldValues, FieldValues>)
    const result = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    expect(result.errors).toEqual({})
    // FormShell adds the envelope; a file travels as its own part, the rest as JSON.
    const { cv, ...json } = result.values as Record<string, unknown>
    const body = JSON.parse(JSON.stringify({ ...json, locale: 'nl' }))
    if (cv) body.cv = { name: 'cv.pdf', size: 10, data: new Uint8Array(10) }
    expect(formSchemas[kind].safeParse(body).error?.issues ?? []).toEqual([])
  }

  it('send-to-friend', () =>
    accept('send-to-friend', {
      propertyId: '12',
      friendFirstName: 'Bert',
      friendLastName: 'Claes',
      friendEmail: 'bert@example.be',
      firstName: 'Anna',
      email: 'anna@example.be',
      remarks: '',
    }))

  it('document-request', () =>
    accept('document-request', {
      propertyId: '12',
      firstName: 'Anna',
      lastName: 'Peeters',
      email: 'anna@example.be',
      phone: '0475 12 34 56',
    }))

  it('offer, with an amount as typed and buyer B left out', () => {
    const signer = {
      firstName: 'Anna',
      lastName: 'Peeters',
      street: 'Veldstraat',
      houseNumber: '12',
      zip: '9000',
      city: 'Gent',
      country: '',
    }
    return accept('offer', {
      propertyId: '12',
      signerA: signer,
      email: 'anna@example.be',
      phone: '',
      amount: digitsOnly('350.000'),
      startDate: '2027-01-10',
      endDate: '2027-01-20',
      place: 'Gent',
      signingDate: '2027-01-09',
      conditions: 'Onder voorbehoud van financiering',
    })
  })

  it('rent-application, with children, no second income and a CV', () =>
    accept('rent-application', {
      propertyId: '12',
      firstName: 'Anna',
      lastName: 'Peeters',
      email: 'anna@example.be',
      phone: '0475 12 34 56',
      adults: 2,
      children: [{ age: 4 }, { age: 7 }],
      pets: false,
      movingDate: '2027-03-01',
      reason: 'Dichter bij het werk',
      income1: 3200,
      income2: undefined,
      cv: { name: 'cv.pdf', size: 10 },
      confirmIncome: true,
      confirmProof: true,
      confirmPersons: true,
      confirmDescription: true,
      confirmTotal: true,
      remarks: '',
    }))
})
