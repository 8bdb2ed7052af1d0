import { describe, expect, it } from 'vitest'

import { propertyMentions } from '@/lib/property/mentions'

const today = '2026-11-27'

describe('propertyMentions', () => {
  it('lists a Flemish house’s EPC, the five planning answers and the flood scores, with the symbol for class D', () => {
    const mentions = propertyMentions(
      {
        zip: '9000',
        region: 'flanders',
        goal: 'sale',
        propertyType: 'house',
        epc: { value: 1250, label: 'F', certificateNumber: '20230101-0001234567-RES-1' },
        urbanism: {
          buildingPermit: 'yes',
          zoning: 'residential',
          summons: 'no',
          preemptionRight: 'no',
          allotmentPermit: 'notApplicable',
        },
        flood: { pScore: 'B', gScore: 'D' },
      },
      'nl',
      today,
    )
    expect(mentions).toEqual({
      region: 'flanders',
      floodSymbol: true,
      renovation: { targetLabel: 'D', years: 5 },
      rows: [
        { key: 'epcScore', unit: 'kwhPerM2', value: '1.250' },
        { key: 'epcLabel', text: 'F' },
        { key: 'epcCode', text: '20230101-0001234567-RES-1' },
        { key: 'buildingPermit', option: 'yes' },
        { key: 'zoning', option: 'residential', values: 'zoning' },
        { key: 'summons', option: 'no' },
        { key: 'preemptionRight', option: 'no' },
        { key: 'allotmentPermit', option: 'notApplicable' },
        { key: 'floodPScore', score: 'B' },
        { key: 'floodGScore', score: 'D' },
      ],
      replaces: [
        'epcCertificateNumber',
        'buildingPermit',
        'zoning',
        'summons',
        'preemptionRight',
        'allotmentPermit',
        'floodPScore',
        'floodGScore',
      ],
    })
  })

  it('shows no flood symbol below class D and leaves out what is not filled in', () => {
    const mentions = propertyMentions(
      { zip: '8000', goal: 'sale', propertyType: 'house', flood: { pScore: 'C', gScore: 'A' } },
      'nl',
      today,
    )
    expect(mentions?.floodSymbol).toBe(false)
    expect(mentions?.rows.map((row) => row.key)).toEqual(['floodPScore', 'floodGScore'])
  })

  it('lists a Brussels apartment’s PEB class, primary energy and CO2', () => {
    const mentions = propertyMentions(
      {
        zip: '1050',
        goal: 'sale',
        propertyType: 'apartment',
        epc: { value: 150, label: 'C-', co2: 32 },
      },
      'fr',
      today,
    )
    expect(mentions?.rows).toEqual([
      { key: 'energyClass', text: 'C-' },
      { key: 'co2', unit: 'co2PerM2', value: '32' },
      { key: 'primaryEnergy', unit: 'kwhPerM2', value: '150' },
    ])
  })

  it('lists a Walloon house’s class, specific and total use and certificate number', () => {
    const mentions = propertyMentions(
      {
        zip: '5000',
        goal: 'sale',
        propertyType: 'house',
        epc: { value: 160, label: 'B', total: 24000, certificateNumber: '20240101012345' },
      },
      'fr',
      today,
    )
    expect(mentions?.rows).toEqual([
      { key: 'energyClass', text: 'B' },
      { key: 'specificConsumption', unit: 'kwhPerM2', value: '160' },
      { key: 'totalConsumption', unit: 'kwhPerYear', value: '24.000' },
      { key: 'epcCode', text: '20240101012345' },
    ])
  })

  it('gives a rental its published rent and common charges', () => {
    const mentions = propertyMentions(
      {
        zip: 'L-1234',
        countryId: 50,
        goal: 'rent',
        propertyType: 'apartment',
        price: 1450,
        epc: { labelText: 'B', label: 'B' },
        finance: { chargesTenant: 120 },
      },
      'en',
      today,
    )
    expect(mentions?.region).toBe('luxembourg')
    expect(mentions?.rows).toEqual([
      { key: 'energyClass', text: 'B' },
      { key: 'rent', text: '€ 1.450' },
      { key: 'charges', text: '€ 120' },
    ])
  })

  it('carries the renovation obligation of a Flemish home for sale with label E or F, from its dated rule', () => {
    const home = (over: Record<string, unknown>) =>
      propertyMentions(
        {
          zip: '9000',
          goal: 'sale',
          propertyType: 'apartment',
          epc: { value: 450, label: 'E' },
          ...over,
        },
        'nl',
        today,
      )?.renovation ?? null
    expect(home({})).toEqual({ targetLabel: 'D', years: 5 })
    // From 1 January 2028 the same decree asks label C, of D, E and F.
    expect(
      propertyMentions(
        { zip: '9000', goal: 'sale', propertyType: 'house', epc: { value: 350, label: 'D' } },
        'nl',
        '2028-01-01',
      )?.renovation,
    ).toEqual({ targetLabel: 'C', years: 5 })
    expect(home({ epc: { value: 250, label: 'C' } })).toBeNull()
    expect(home({ propertyType: 'office' })).toBeNull()
    expect(home({ goal: 'rent' })).toBeNull()
    expect(home({ zip: '5000' })).toBeNull() // Wallonia: a draft, not law
    expect(home({ zip: '1050' })).toBeNull() // Brussels: no obligation at the deed
  })
})
