import { describe, expect, it } from 'vitest'
import {
  RENOVATION_RULES,
  RESIDENTIAL_TYPES,
  renovationObligation,
  type RenovationRule,
} from '@/lib/domain'

describe('renovationObligation', () => {
  it.each(['E', 'F'])(
    'obliges a Flemish home with label %s bought in 2023 to reach D within 5 years',
    (label) => {
      expect(
        renovationObligation({
          label,
          region: 'flanders',
          date: '2023-06-30',
          propertyType: 'house',
        }),
      ).toEqual({
        applies: true,
        targetLabel: 'D',
        years: 5,
      })
    },
  )

  it('still applies to purchases after 2023', () => {
    expect(
      renovationObligation({
        label: 'F',
        region: 'flanders',
        date: '2031-06-30',
        propertyType: 'house',
      }).applies,
    ).toBe(true)
  })

  it('does not apply to a purchase before 2023', () => {
    expect(
      renovationObligation({
        label: 'F',
        region: 'flanders',
        date: '2022-06-30',
        propertyType: 'house',
      }),
    ).toEqual({
      applies: false,
      targetLabel: '',
      years: 0,
    })
  })

  it.each(['A+', 'A', 'B', 'C', 'D'])(
    'does not apply to a Flemish label %s, but names the rule in force',
    (label) => {
      expect(
        renovationObligation({
          label,
          region: 'flanders',
          date: '2024-06-30',
          propertyType: 'house',
        }),
      ).toEqual({
        applies: false,
        targetLabel: 'D',
        years: 5,
      })
    },
  )

  it('counts the deed day: a Flemish F bought on 31 December 2022 has no obligation', () => {
    const deed = (date: string) =>
      renovationObligation({ label: 'F', region: 'flanders', date, propertyType: 'apartment' })
    expect(deed('2022-12-31').applies).toBe(false)
    expect(deed('2023-01-01').applies).toBe(true)
  })

  it.each(['office', 'commercial', 'land', 'industrial', 'garage'])(
    'does not apply to a Flemish %s with label F (homes only)',
    (propertyType) => {
      expect(
        renovationObligation({ label: 'F', region: 'flanders', date: '2026-03-01', propertyType })
          .applies,
      ).toBe(false)
    },
  )

  it.each(['house', 'apartment', 'villa', 'studio'])('applies to a Flemish %s', (propertyType) => {
    expect(
      renovationObligation({ label: 'E', region: 'flanders', date: '2026-03-01', propertyType })
        .applies,
    ).toBe(true)
  })

  it('does not apply without a label', () => {
    expect(
      renovationObligation({
        label: null,
        region: 'flanders',
        date: '2024-06-30',
        propertyType: 'house',
      }).applies,
    ).toBe(false)
  })

  it('reads the label without regard to case and spaces', () => {
    expect(
      renovationObligation({
        label: ' e ',
        region: 'flanders',
        date: '2024-06-30',
        propertyType: 'house',
      }).applies,
    ).toBe(true)
  })

  it.each(['wallonia', 'brussels', 'luxembourg'] as const)(
    'has no obligation in %s yet',
    (region) => {
      expect(
        renovationObligation({ label: 'F', region, date: '2025-06-30', propertyType: 'house' }),
      ).toEqual({
        applies: false,
        targetLabel: '',
        years: 0,
      })
    },
  )

  it('keeps the rules as dated rows with their source, the same term in every language', () => {
    expect(RENOVATION_RULES).toEqual([
      {
        validFrom: '2023-01-01',
        region: 'flanders',
        labels: ['E', 'F'],
        targetLabel: 'D',
        years: 5,
        propertyTypes: RESIDENTIAL_TYPES,
        source: expect.stringContaining('18 March 2022'),
      },
      {
        validFrom: '2028-01-01',
        region: 'flanders',
        labels: ['D', 'E', 'F'],
        targetLabel: 'C',
        years: 5,
        propertyTypes: RESIDENTIAL_TYPES,
        source: expect.stringContaining('18 March 2022'),
      },
    ])
  })

  it('takes a new rule from a new row alone, the latest row in force winning', () => {
    const rules: RenovationRule[] = [
      RENOVATION_RULES[0],
      { validFrom: '2028-01-01', region: 'wallonia', labels: ['G'], targetLabel: 'E', years: 6 },
      {
        validFrom: '2030-01-01',
        region: 'flanders',
        labels: ['D', 'E', 'F'],
        targetLabel: 'C',
        years: 6,
      },
    ]
    expect(
      renovationObligation(
        { label: 'G', region: 'wallonia', date: '2027-06-30', propertyType: 'house' },
        rules,
      ).applies,
    ).toBe(false)
    expect(
      renovationObligation(
        { label: 'G', region: 'wallonia', date: '2028-06-30', propertyType: 'house' },
        rules,
      ),
    ).toEqual({
      applies: true,
      targetLabel: 'E',
      years: 6,
    })
    expect(
      renovationObligation(
        { label: 'D', region: 'flanders', date: '2029-06-30', propertyType: 'house' },
        rules,
      ),
    ).toEqual({
      applies: false,
      targetLabel: 'D',
      years: 5,
    })
    expect(
      renovationObligation(
        { label: 'D', region: 'flanders', date: '2030-06-30', propertyType: 'house' },
        rules,
      ),
    ).toEqual({
      applies: true,
      targetLabel: 'C',
      years: 6,
    })
  })

  it('does not depend on the order of the rows', () => {
    const rules: RenovationRule[] = [
      {
        validFrom: '2030-01-01',
        region: 'flanders',
        labels: ['D', 'E', 'F'],
        targetLabel: 'C',
        years: 6,
      },
      RENOVATION_RULES[0],
    ]
    expect(
      renovationObligation(
        { label: 'D', region: 'flanders', date: '2031-06-30', propertyType: 'house' },
        rules,
      ).targetLabel,
    ).toBe('C')
  })
})
