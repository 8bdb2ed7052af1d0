// Validation and derived fields of a property: what the save accepts, refuses and computes.
import { beforeAll, describe, expect, it } from 'vitest'

import { ValidationError, type Payload } from 'payload'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

const base = {
  title: 'Validatiewoning',
  goal: 'sale' as const,
  zip: '9000',
  city: 'Gent',
  price: 310000,
}

/** The first field error's message of a refused save, or null when it was saved. */
const refusal = async (save: Promise<unknown>): Promise<string | null> => {
  try {
    await save
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as ValidationError).data.errors[0]?.message ?? ''
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('property validation', () => {
  it('refuses an EPC end date before its start date, in the editor’s language', async () => {
    const data = { ...base, epc: { value: 150, date: '2024-05-01', endDate: '2020-05-01' } }
    const dutch = await refusal(payload.create({ collection: 'properties', data }))
    expect(dutch).toBe('De einddatum moet na de begindatum liggen.')

    const req = { i18n: { language: 'fr' } } as never
    const french = await refusal(payload.create({ collection: 'properties', data, req }))
    expect(french).toBe('La date de fin doit être postérieure à la date de début.')
  })

  it('refuses a rental available until a day before it is available from', async () => {
    const data = {
      ...base,
      goal: 'rent' as const,
      availability: { from: '2027-03-01', until: '2027-02-01' },
    }
    expect(await refusal(payload.create({ collection: 'properties', data }))).toMatch(/einddatum/)
  })

  it('accepts end dates after start dates', async () => {
    const doc = await payload.create({
      collection: 'properties',
      data: { ...base, epc: { value: 150, date: '2024-05-01', endDate: '2034-05-01' } },
    })
    expect(doc.epc?.endDate).toContain('2034-05-01')
  })

  it('refuses a negative surface and a negative room count', async () => {
    const surface = await refusal(
      payload.create({ collection: 'properties', data: { ...base, surfaces: { living: -5 } } }),
    )
    expect(surface).toMatch(/-5/)
    const rooms = await refusal(
      payload.create({ collection: 'properties', data: { ...base, rooms: { bedrooms: -1 } } }),
    )
    expect(rooms).toMatch(/-1/)
  })

  it('refuses a mobiscore above 10', async () => {
    const data = { ...base, mobiscore: { publicTransport: 11 } }
    expect(await refusal(payload.create({ collection: 'properties', data }))).not.toBeNull()
  })

  it('refuses a postcode that is neither Belgian nor from Luxembourg, with the localized message', async () => {
    const req = { i18n: { language: 'en' } } as never
    const message = await refusal(
      payload.create({ collection: 'properties', data: { ...base, zip: '75001' }, req }),
    )
    expect(message).toBe('Enter a Belgian postcode (4 digits) or a Luxembourg one (L-1234).')
  })
})

describe('property status', () => {
  it('refuses "rented" for a property for sale and "sold" for a rental', async () => {
    const rentedSale = await refusal(
      payload.create({ collection: 'properties', data: { ...base, status: 'rented' } }),
    )
    expect(rentedSale).toMatch(/^"Verkocht" past bij een pand te koop/)
    const soldRental = await refusal(
      payload.create({
        collection: 'properties',
        data: { ...base, goal: 'rent', price: 950, status: 'sold' },
      }),
    )
    expect(soldRental).not.toBeNull()
  })

  it('accepts "sold" for a sale and "rented" for a rental', async () => {
    const sold = await payload.create({
      collection: 'properties',
      data: { ...base, status: 'sold' },
    })
    expect(sold.status).toBe('sold')
    const rented = await payload.create({
      collection: 'properties',
      data: { ...base, goal: 'rent', price: 950, status: 'rented' },
    })
    expect(rented.status).toBe('rented')
  })
})

describe('property reference', () => {
  it('is unique', async () => {
    const reference = `REF-${Date.now()}`
    await payload.create({ collection: 'properties', data: { ...base, reference } })
    const message = await refusal(
      payload.create({ collection: 'properties', data: { ...base, reference } }),
    )
    expect(message).not.toBeNull()
  })
})

describe('derived property fields', () => {
  it('takes region and country from the postcode', async () => {
    const brussels = await payload.create({
      collection: 'properties',
      data: { ...base, zip: '1050', city: 'Elsene' },
    })
    expect(brussels).toMatchObject({ region: 'brussels', countryId: 10 })
    const luxembourg = await payload.create({
      collection: 'properties',
      data: { ...base, zip: 'L-1855', city: 'Luxembourg' },
    })
    expect(luxembourg).toMatchObject({ region: 'luxembourg', countryId: 50 })
  })

  it('computes the EPC label on the scale of the region', async () => {
    const flemish = await payload.create({
      collection: 'properties',
      data: { ...base, zip: '9000', epc: { value: 150 } },
    })
    expect(flemish.epc?.label).toBe('B')
    const walloon = await payload.create({
      collection: 'properties',
      data: { ...base, zip: '5000', city: 'Namur', epc: { value: 150 } },
    })
    expect(walloon.epc?.label).toBe('B')
    const luxembourg = await payload.create({
      collection: 'properties',
      data: { ...base, zip: 'L-1855', city: 'Luxembourg', epc: { labelText: 'c' } },
    })
    expect(luxembourg.epc?.label).toBe('C')
  })
})
