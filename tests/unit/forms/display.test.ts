// The one formatter of a submission (admin view, CSV export, mails): labels and readable values.
import { describe, expect, it } from 'vitest'

import { propertyName, submissionLines } from '@/lib/forms/display'

const demand = {
  firstName: 'Anna',
  lastName: 'Peeters',
  goal: 'sale',
  types: ['house', 'apartment'],
  zones: ['9000', 'Gent'],
  minPrice: 200000,
  maxPrice: 350000,
  garden: true,
  terrace: false,
  areas: [
    [
      [3.7, 51],
      [3.8, 51],
      [3.8, 51.1],
    ],
  ],
}

const byField = (lines: { field: string; value: string }[]) =>
  Object.fromEntries(lines.map((line) => [line.field, line.value]))

describe('a submission read by people', () => {
  it('labels a saved search in Dutch with names for codes and formatted prices', () => {
    const lines = submissionLines(demand, 'nl', { kind: 'demand-register' })
    expect(lines[0]).toEqual({ field: 'firstName', label: 'Voornaam', value: 'Anna' })
    expect(byField(lines)).toMatchObject({
      goal: 'Kopen',
      types: 'Woning, Appartement',
      zones: '9000, Gent',
      minPrice: '€ 200.000',
      maxPrice: '€ 350.000',
      garden: 'ja',
      terrace: 'nee',
      areas: '1 zone getekend op de kaart',
    })
  })

  it.each([
    ['nl', 'Kopen', 'Verkopen'],
    ['fr', 'Acheter', 'Vendre'],
    ['en', 'Buy', 'Sell'],
    ['de', 'Kaufen', 'Verkaufen'],
  ] as const)('names the goal a buyer or an owner chose, not both (%s)', (locale, buy, sell) => {
    const goal = (kind: 'demand-register' | 'valuation') =>
      byField(submissionLines({ goal: 'sale' }, locale, { kind })).goal
    expect(goal('demand-register')).toBe(buy)
    expect(goal('valuation')).toBe(sell)
  })

  it.each([
    ['nl', 'België'],
    ['fr', 'Belgique'],
    ['en', 'Belgium'],
    ['de', 'Belgien'],
  ] as const)('names a country sent as a code in the mail’s language (%s)', (locale, name) => {
    const lines = submissionLines({ signerA: { city: 'Gent', country: 'BE' } }, locale)
    expect(byField(lines)['signerA.country']).toBe(name)
    expect(byField(submissionLines({ country: 'lu' }, locale)).country).not.toBe('lu')
    // A country typed as a name stays as typed.
    expect(byField(submissionLines({ country: 'Nederland' }, locale)).country).toBe('Nederland')
  })

  it('labels the same search in French', () => {
    const lines = submissionLines(demand, 'fr')
    expect(lines.find((line) => line.field === 'maxPrice')).toEqual({
      field: 'maxPrice',
      label: 'Prix maximum',
      value: '€ 350.000',
    })
    expect(byField(lines).types).not.toMatch(/house|apartment/)
    expect(byField(lines).garden).toBe('oui')
  })

  it('flattens the signers of an offer, formats its dates and amount, and leaves out the property id', () => {
    const lines = submissionLines(
      {
        signerA: { firstName: 'Anna', lastName: 'Peeters', zip: '9000' },
        amount: 350000,
        startDate: '2027-01-10',
        propertyId: '1',
      },
      'nl',
    )
    expect(lines).toContainEqual({
      field: 'signerA.firstName',
      label: 'Koper A – Voornaam',
      value: 'Anna',
    })
    expect(byField(lines)).toMatchObject({ amount: '€ 350.000', startDate: '10/01/2027' })
    expect(lines.map((line) => line.field)).not.toContain('propertyId')
  })

  it('shows a file by its name, a total at signing as a price, and nothing as JSON', () => {
    const lines = submissionLines(
      {
        cv: { name: 'cv.pdf', size: 1234, type: 'application/pdf' },
        totalAtSigning: {
          rent: 1000,
          charges: 100,
          inventoryShare: 200,
          deposit: 3000,
          total: 4300,
        },
        contactSlots: ['10-13'],
        title: 'ms',
      },
      'en',
    )
    expect(byField(lines)).toEqual({
      cv: 'cv.pdf',
      totalAtSigning: '€ 4.300',
      contactSlots: '10:00 – 13:00',
      title: 'Ms',
    })
    expect(lines.map((line) => line.value).join(' ')).not.toMatch(/[{}[\]"]/)
  })

  it('names a property by reference and title', () => {
    expect(propertyName({ reference: 'GE-12', title: 'Villa in Gent' })).toBe(
      'GE-12 – Villa in Gent',
    )
    expect(propertyName({ reference: null, title: 'Villa in Gent' })).toBe('Villa in Gent')
  })
})
