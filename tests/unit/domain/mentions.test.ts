import { describe, expect, it } from 'vitest'

import {
  checkMentions,
  listingQuality,
  listingRegion,
  MENTION_RULES,
  mentionRulesInForce,
  renovationObligation,
  splitBySeverity,
  type MentionRule,
} from '@/lib/domain'

const today = '2026-11-27'

const completeFlemishHouse = {
  zip: '9000',
  goal: 'sale',
  propertyType: 'house',
  epc: { value: 250, certificateNumber: '20230101-0001234567-RES-1' },
  urbanism: {
    buildingPermit: 'yes',
    zoning: 'residential',
    summons: 'no',
    preemptionRight: 'no',
    allotmentPermit: 'no',
  },
  flood: { pScore: 'A', gScore: 'A' },
}

describe('checkMentions', () => {
  it('finds nothing missing on a complete Flemish house', () => {
    const result = checkMentions(completeFlemishHouse, { date: today })
    expect(result.region).toBe('flanders')
    expect(result.required).toEqual([
      'epcScore',
      'epcCode',
      'buildingPermit',
      'zoning',
      'summons',
      'preemptionRight',
      'allotmentPermit',
      'floodPScore',
      'floodGScore',
    ])
    expect(result.missing).toEqual([])
  })

  it('sends the editor to the EPC value and code of a Flemish house without EPC', () => {
    const result = checkMentions({ ...completeFlemishHouse, epc: {} }, { date: today })
    expect(result.missing).toEqual([
      { rule: 'epcScore', path: 'epc.value' },
      { rule: 'epcCode', path: 'epc.certificateNumber' },
    ])
  })

  it('asks the five urban-planning answers written out, and the two flood scores', () => {
    const result = checkMentions(
      {
        zip: '2000',
        goal: 'sale',
        propertyType: 'house',
        epc: { value: 100, certificateNumber: 'x' },
      },
      { date: today },
    )
    expect(result.missing.map((item) => item.path)).toEqual([
      'urbanism.buildingPermit',
      'urbanism.zoning',
      'urbanism.summons',
      'urbanism.preemptionRight',
      'urbanism.allotmentPermit',
      'flood.pScore',
      'flood.gScore',
    ])
  })

  it('asks no EPC and no G-score for building land', () => {
    const result = checkMentions(
      { ...completeFlemishHouse, propertyType: 'land', epc: {}, flood: { pScore: 'B' } },
      { date: today },
    )
    expect(result.missing).toEqual([])
    expect(result.required).not.toContain('epcScore')
    expect(result.required).not.toContain('floodGScore')
  })

  it('did not ask the flood scores before 1 January 2023', () => {
    const result = checkMentions({ ...completeFlemishHouse, flood: {} }, { date: '2022-12-31' })
    expect(result.missing).toEqual([])
    expect(
      checkMentions({ ...completeFlemishHouse, flood: {} }, { date: '2023-01-01' }).missing,
    ).toHaveLength(2)
  })

  it('asks a Brussels property its PEB class, CO2 and primary energy', () => {
    const result = checkMentions(
      { zip: '1050', goal: 'sale', propertyType: 'apartment', epc: { labelText: 'C' } },
      { date: today },
    )
    expect(result.region).toBe('brussels')
    expect(result.missing).toEqual([
      { rule: 'co2', path: 'epc.co2' },
      { rule: 'primaryEnergy', path: 'epc.value' },
    ])
  })

  it('asks a Walloon property its class, specific and total use and certificate number', () => {
    const result = checkMentions(
      { zip: '4000', goal: 'sale', propertyType: 'house', epc: { value: 150 } },
      { date: today },
    )
    expect(result.region).toBe('wallonia')
    expect(result.missing).toEqual([
      { rule: 'totalConsumption', path: 'epc.total' },
      { rule: 'epcCode', path: 'epc.certificateNumber' },
    ])
  })

  it('asks a Luxembourg property its energy passport class', () => {
    const result = checkMentions(
      { zip: 'L-1234', countryId: 50, goal: 'sale', propertyType: 'house', epc: {} },
      { date: today },
    )
    expect(result.region).toBe('luxembourg')
    expect(result.missing).toEqual([{ rule: 'energyClass', path: 'epc.labelText' }])
  })

  it('asks a rental its published rent and its common charges, and counts charges of 0', () => {
    const rental = { ...completeFlemishHouse, goal: 'rent', price: 900, publishPrice: false }
    expect(checkMentions(rental, { date: today }).missing).toEqual([
      { rule: 'rent', path: 'price' },
      { rule: 'charges', path: 'finance.chargesTenant' },
    ])
    expect(
      checkMentions(
        { ...rental, publishPrice: true, finance: { chargesTenant: 0 } },
        { date: today },
      ).missing,
    ).toEqual([])
  })

  it('asks a sale neither rent nor charges', () => {
    expect(checkMentions(completeFlemishHouse, { date: today }).required).not.toContain('rent')
  })

  it('sends the editor to the postcode when no region can be told', () => {
    expect(checkMentions({ goal: 'sale' }, { date: today })).toEqual({
      region: null,
      required: [],
      missing: [{ rule: 'region', path: 'zip' }],
    })
  })

  it('takes a new dated row without other change', () => {
    const rules: MentionRule[] = [
      ...MENTION_RULES,
      {
        id: 'co2',
        region: 'flanders',
        validFrom: '2030-01-01',
        paths: ['epc.co2'],
        source: 'test',
      },
    ]
    expect(
      mentionRulesInForce({ region: 'flanders', goal: 'sale', date: '2029-12-31' }, rules).map(
        (rule) => rule.id,
      ),
    ).not.toContain('co2')
    expect(checkMentions(completeFlemishHouse, { date: '2030-01-01', rules }).missing).toEqual([
      { rule: 'co2', path: 'epc.co2' },
    ])
  })

  it('names a source for every rule', () => {
    for (const rule of MENTION_RULES) expect(rule.source.length).toBeGreaterThan(5)
  })
})

describe('listingRegion', () => {
  it('prefers the stored region and knows Luxembourg by its country or postcode', () => {
    expect(listingRegion({ region: 'brussels', zip: '9000' })).toBe('brussels')
    expect(listingRegion({ countryId: 50, zip: '1234' })).toBe('luxembourg')
    expect(listingRegion({ zip: 'L-1234' })).toBe('luxembourg')
    expect(listingRegion({ zip: '5000' })).toBe('wallonia')
    expect(listingRegion({})).toBeNull()
  })
})

describe('splitBySeverity', () => {
  it('blocks only on what the administrator set to block, and warns on the rest', () => {
    const missing = [
      { rule: 'epcScore', path: 'epc.value' },
      { rule: 'floodPScore', path: 'flood.pScore' },
    ] as const
    expect(splitBySeverity(missing, { epcScore: 'block', floodPScore: 'warn' })).toEqual({
      blocking: [missing[0]],
      warnings: [missing[1]],
    })
    expect(splitBySeverity(missing, {}).blocking).toEqual([])
  })
})

describe('renovation rules', () => {
  it('still says D within 5 years (not 6) for a Flemish E bought in 2026', () => {
    expect(
      renovationObligation({
        label: 'E',
        region: 'flanders',
        date: '2026-06-30',
        propertyType: 'house',
      }),
    ).toEqual({
      applies: true,
      targetLabel: 'D',
      years: 5,
    })
  })

  it('asks C of a Flemish D bought from 2028', () => {
    expect(
      renovationObligation({
        label: 'D',
        region: 'flanders',
        date: '2028-06-30',
        propertyType: 'house',
      }),
    ).toEqual({
      applies: true,
      targetLabel: 'C',
      years: 5,
    })
  })
})

describe('listingQuality', () => {
  const full = {
    mentions: { required: 9, missing: 0 },
    photos: { count: 12, widths: Array(12).fill(1600) },
    descriptionLength: { nl: 800, fr: 700, en: 650, de: 600 },
    translated: { nl: true, fr: true, en: true, de: true },
  }

  it('gives 100 to a complete listing and 0 to an empty one', () => {
    expect(listingQuality(full)).toBe(100)
    expect(
      listingQuality({
        mentions: { required: 9, missing: 9 },
        photos: { count: 0, widths: [] },
        descriptionLength: {},
        translated: {},
      }),
    ).toBe(0)
  })

  it('loses points for missing mentions, few or small photos and short or missing translations', () => {
    expect(listingQuality({ ...full, mentions: { required: 10, missing: 5 } })).toBe(80)
    expect(listingQuality({ ...full, photos: { count: 5, widths: Array(5).fill(800) } })).toBe(80)
    expect(
      listingQuality({
        ...full,
        descriptionLength: { nl: 600, fr: 300 },
        translated: { nl: true, fr: true },
      }),
    ).toBe(83)
  })
})
