import { describe, expect, it } from 'vitest'
import { RENOVATION_RULES, renovationObligation, type RenovationRule } from '@/lib/domain'

describe('renovationObligation', () => {
  it.each(['E', 'F'])(
    'obliges a Flemish home with label %s bought in 2023 to reach D within 5 years',
    (label) => {
      expect(renovationObligation({ label, region: 'flanders', purchaseYear: 2023 })).toEqual({
        applies: true,
        targetLabel: 'D',
        years: 5,
      })
    },
  )

  it('still applies to purchases after 2023', () => {
    expect(
      renovationObligation({ label: 'F', region: 'flanders', purchaseYear: 2031 }).applies,
    ).toBe(true)
  })

  it('does not apply to a purchase before 2023', () => {
    expect(renovationObligation({ label: 'F', region: 'flanders', purchaseYear: 2022 })).toEqual({
      applies: false,
      targetLabel: '',
      years: 0,
    })
  })

  it.each(['A+', 'A', 'B', 'C', 'D'])(
    'does not apply to a Flemish label %s, but names the rule in force',
    (label) => {
      expect(renovationObligation({ label, region: 'flanders', purchaseYear: 2024 })).toEqual({
        applies: false,
        targetLabel: 'D',
        years: 5,
      })
    },
  )

  it('does not apply without a label', () => {
    expect(
      renovationObligation({ label: null, region: 'flanders', purchaseYear: 2024 }).applies,
    ).toBe(false)
  })

  it('reads the label without regard to case and spaces', () => {
    expect(
      renovationObligation({ label: ' e ', region: 'flanders', purchaseYear: 2024 }).applies,
    ).toBe(true)
  })

  it.each(['wallonia', 'brussels', 'luxembourg'] as const)(
    'has no obligation in %s yet',
    (region) => {
      expect(renovationObligation({ label: 'F', region, purchaseYear: 2025 })).toEqual({
        applies: false,
        targetLabel: '',
        years: 0,
      })
    },
  )

  it('keeps the rules as dated rows with their source, the same term in every language', () => {
    expect(RENOVATION_RULES).toEqual([
      {
        validFrom: 2023,
        region: 'flanders',
        labels: ['E', 'F'],
        targetLabel: 'D',
        years: 5,
        source: expect.stringContaining('18 March 2022'),
      },
      {
        validFrom: 2028,
        region: 'flanders',
        labels: ['D', 'E', 'F'],
        targetLabel: 'C',
        years: 5,
        source: expect.stringContaining('18 March 2022'),
      },
    ])
  })

  it('takes a new rule from a new row alone, the latest row in force winning', () => {
    const rules: RenovationRule[] = [
      RENOVATION_RULES[0],
      { validFrom: 2028, region: 'wallonia', labels: ['G'], targetLabel: 'E', years: 6 },
      { validFrom: 2030, region: 'flanders', labels: ['D', 'E', 'F'], targetLabel: 'C', years: 6 },
    ]
    expect(
      renovationObligation({ label: 'G', region: 'wallonia', purchaseYear: 2027 }, rules).applies,
    ).toBe(false)
    expect(
      renovationObligation({ label: 'G', region: 'wallonia', purchaseYear: 2028 }, rules),
    ).toEqual({
      applies: true,
      targetLabel: 'E',
      years: 6,
    })
    expect(
      renovationObligation({ label: 'D', region: 'flanders', purchaseYear: 2029 }, rules),
    ).toEqual({
      applies: false,
      targetLabel: 'D',
      years: 5,
    })
    expect(
      renovationObligation({ label: 'D', region: 'flanders', purchaseYear: 2030 }, rules),
    ).toEqual({
      applies: true,
      targetLabel: 'C',
      years: 6,
    })
  })

  it('does not depend on the order of the rows', () => {
    const rules: RenovationRule[] = [
      { validFrom: 2030, region: 'flanders', labels: ['D', 'E', 'F'], targetLabel: 'C', years: 6 },
      RENOVATION_RULES[0],
    ]
    expect(
      renovationObligation({ label: 'D', region: 'flanders', purchaseYear: 2031 }, rules)
        .targetLabel,
    ).toBe('C')
  })
})
