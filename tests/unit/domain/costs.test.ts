// The all-in purchase costs against worked examples computed by hand from the seeded rules
// (src/seed/data/costRules.ts, from shared/research/costs-and-mentions.md). Each expectation
// shows its computation.
import { describe, expect, it } from 'vitest'

import {
  bracketFee,
  formatEuros,
  formatRate,
  formatWhole,
  inForce,
  purchaseCosts,
  toCalendarDay,
  type BuyerSituation,
  type CostRule,
  type CostRegion,
} from '@/lib/domain/costs'
import { SCALE_J, costRuleSeeds } from '@/seed/data/costRules'

const rules: CostRule[] = costRuleSeeds.map(({ key, note: _note, ...rule }) => ({
  id: key,
  ...rule,
}))

const ownHome: BuyerSituation = { ownHome: true, firstPurchase: true, buyers: 1 }
const investor: BuyerSituation = { ownHome: false, firstPurchase: false, buyers: 1 }

const costs = (
  region: Exclude<CostRegion, 'federal'>,
  price: number,
  situation: BuyerSituation,
  extra: {
    loan?: number
    date?: string
    newBuild?: { vatRate: number | null; landPart: number }
  } = {},
) =>
  purchaseCosts({
    price,
    region,
    date: extra.date ?? '2026-03-01',
    situation,
    loan: extra.loan ?? 0,
    rules,
    newBuild: extra.newBuild ?? null,
  })

const line = (result: ReturnType<typeof costs>, key: string) =>
  result.lines.find((item) => item.key === key)

// The purchase deed at €300,000, the same in the three Belgian regions:
//   scale J: 7,500 × 4.56 % = 342 + 10,000 × 2.85 % = 285 + 12,500 × 2.28 % = 285
//            + 15,495 × 1.71 % = 264.9645 + 18,600 × 1.14 % = 212.04 + 186,000 × 0.57 % = 1,060.2
//            + 49,905 × 0.057 % = 28.44585 → 2,477.65035 → €2,477.65
//   fixed: €750 admin (subject to VAT) + €500 disbursements (estimate, VAT included) = €1,250
//   VAT: (2,477.65 + 750) × 21 % = 677.8065 → €677.81
//   deed total: 2,477.65 + 1,250 + 677.81 = €4,405.46
const DEED_300K = 4_405.46

describe('scale J (notary fee of a purchase deed)', () => {
  // 0–64,095: 342 + 285 + 285 + 264.9645 + 212.04 = 1,389.0045
  it.each([
    // 1,389.0045 + 85,905 × 0.57 % (489.6585) = 1,878.663
    [150_000, 1_878.66],
    // 1,389.0045 + 185,905 × 0.57 % (1,059.6585) = 2,448.663
    [250_000, 2_448.66],
    [300_000, 2_477.65],
    // 1,389.0045 + 1,060.2 + 149,905 × 0.057 % (85.44585) = 2,534.65035
    [400_000, 2_534.65],
  ])('gives the research document’s worked value at €%i', (price, fee) => {
    expect(Math.round(bracketFee(price, SCALE_J) * 100) / 100).toBe(fee)
  })

  it('gives €2,997.96 including VAT at €300,000 (2,477.65 × 1.21)', () => {
    expect(Math.round(bracketFee(300_000, SCALE_J) * 1.21 * 100) / 100).toBe(2_997.96)
  })
})

describe('an existing home of €300,000 in each region', () => {
  it('Flanders, sole own home: 2 % duty (€6,000), total €10,405.46', () => {
    const result = costs('flanders', 300_000, ownHome)
    expect(line(result, 'registration')).toMatchObject({ amount: 6_000, base: 300_000, rate: 2 })
    expect(line(result, 'notaryFee')?.amount).toBe(2_477.65)
    expect(line(result, 'notaryFixed')?.amount).toBe(1_250)
    expect(line(result, 'notaryVat')?.amount).toBe(677.81)
    // 6,000 + 4,405.46
    expect(result.total).toBe(10_405.46)
  })

  it('Flanders, not an own home: 12 % (€36,000), total €40,405.46', () => {
    const result = costs('flanders', 300_000, investor)
    expect(line(result, 'registration')).toMatchObject({ amount: 36_000, rate: 12 })
    expect(result.total).toBe(36_000 + DEED_300K)
  })

  it('Brussels, own home: (300,000 − 200,000 abatement) × 12.5 % = €12,500, total €16,905.46', () => {
    const result = costs('brussels', 300_000, ownHome)
    expect(line(result, 'registration')).toMatchObject({
      amount: 12_500,
      base: 100_000,
      abatement: 200_000,
      rate: 12.5,
    })
    expect(result.total).toBe(16_905.46)
  })

  it('Brussels, not an own home: 300,000 × 12.5 % = €37,500, total €41,905.46', () => {
    expect(costs('brussels', 300_000, investor).total).toBe(37_500 + DEED_300K)
  })

  it('Wallonia, own home: 3 % = €9,000, total €13,405.46', () => {
    const result = costs('wallonia', 300_000, ownHome)
    expect(line(result, 'registration')).toMatchObject({ amount: 9_000, rate: 3 })
    expect(result.total).toBe(13_405.46)
  })

  it('Wallonia, not an own home: 12.5 % = €37,500, total €41,905.46', () => {
    expect(costs('wallonia', 300_000, investor).total).toBe(41_905.46)
  })

  it('says the reduced notary scale of a sole own home is missing, and uses scale J', () => {
    const result = costs('flanders', 300_000, ownHome)
    expect(result.notaryScale).toBe('general')
    expect(result.reducedScaleMissing).toBe(true)
    expect(costs('flanders', 300_000, investor).reducedScaleMissing).toBe(false)
  })

  it('marks the estimated disbursements as unconfirmed, and names the sources', () => {
    const result = costs('flanders', 300_000, ownHome)
    expect(line(result, 'notaryFixed')?.unconfirmed).toBe(true)
    expect(line(result, 'registration')?.unconfirmed).toBe(false)
    expect(line(result, 'registration')?.sources[0]).toMatch(/^https:\/\/temp\.notaris\.be\//)
  })
})

describe('the Brussels abatement and its €600,000 ceiling', () => {
  // Notary at €600,000: 1,389.0045 + 1,060.2 + 349,905 × 0.057 % (199.44585) = 2,648.65035
  it('applies at €600,000: (600,000 − 200,000) × 12.5 % = €50,000', () => {
    expect(line(costs('brussels', 600_000, ownHome), 'registration')).toMatchObject({
      amount: 50_000,
      abatement: 200_000,
    })
  })

  it('does not apply at €600,001: 600,001 × 12.5 % = 75,000.125 → €75,000.13', () => {
    const registration = line(costs('brussels', 600_001, ownHome), 'registration')
    expect(registration?.amount).toBe(75_000.13)
    expect(registration?.abatement).toBeUndefined()
  })

  it('uses the earlier €175,000 slice for a purchase in 2022: (300,000 − 175,000) × 12.5 % = €15,625', () => {
    expect(
      line(costs('brussels', 300_000, ownHome, { date: '2022-06-15' }), 'registration')?.amount,
    ).toBe(15_625)
  })
})

describe('the purchase date picks the rule', () => {
  it('Flanders, own home in 2024: 3 % = €9,000', () => {
    expect(
      line(costs('flanders', 300_000, ownHome, { date: '2024-12-31' }), 'registration')?.amount,
    ).toBe(9_000)
  })

  it('Wallonia in 2024: 12.5 % after the first buyer’s €40,000 slice: 260,000 × 12.5 % = €32,500', () => {
    const first = costs('wallonia', 300_000, ownHome, { date: '2024-06-01' })
    expect(line(first, 'registration')).toMatchObject({ amount: 32_500, abatement: 40_000 })
    const notFirst = costs(
      'wallonia',
      300_000,
      { ...ownHome, firstPurchase: false },
      {
        date: '2024-06-01',
      },
    )
    expect(line(notFirst, 'registration')?.amount).toBe(37_500)
  })

  it('Flanders’ modest-home reduction below €220,000: 200,000 × 2 % = 4,000 − 1,867 = €2,133', () => {
    const registration = line(costs('flanders', 200_000, ownHome), 'registration')
    expect(registration).toMatchObject({ amount: 2_133, reduction: 1_867, unconfirmed: true })
  })

  it('reads the days of stored timestamps as calendar days', () => {
    // A day picked in Brussels (UTC+1) is stored as the evening before in UTC.
    expect(toCalendarDay('2024-12-31T23:00:00.000Z')).toBe('2025-01-01')
    expect(toCalendarDay('2025-01-01T00:00:00.000Z')).toBe('2025-01-01')
    expect(inForce({ validFrom: '2025-01-01', validTo: '2025-06-30' }, '2025-06-30')).toBe(true)
    expect(inForce({ validFrom: '2025-01-01', validTo: '2025-06-30' }, '2025-07-01')).toBe(false)
  })
})

describe('Luxembourg: 6 % + 1 % and the Bëllegen Akt per buyer', () => {
  it('€300,000, one buyer, 2026: 18,000 + 3,000 = 21,000 duty, credit 30,000 leaves the €100 minimum', () => {
    const result = costs('luxembourg', 300_000, ownHome)
    expect(line(result, 'registration')?.amount).toBe(18_000)
    expect(line(result, 'transcription')?.amount).toBe(3_000)
    // min(30,000 × 1, 21,000 − 100) = 20,900
    expect(line(result, 'dutyCredit')).toMatchObject({ amount: -20_900, buyers: 1 })
    expect(line(result, 'dutyCredit')?.unconfirmed).toBe(true) // the 2025-07 amount
    // notary ≈ 1 % = 3,000 (estimate); 18,000 + 3,000 − 20,900 + 3,000
    expect(result.total).toBe(3_100)
  })

  it('€800,000 in 2024: one buyer gets €40,000, two buyers €80,000 (capped at 56,000 − 100)', () => {
    // duty 48,000 + 8,000 = 56,000; notary 8,000
    const one = costs('luxembourg', 800_000, ownHome, { date: '2024-06-01' })
    expect(line(one, 'dutyCredit')?.amount).toBe(-40_000)
    expect(one.total).toBe(56_000 - 40_000 + 8_000)
    const two = costs('luxembourg', 800_000, { ...ownHome, buyers: 2 }, { date: '2024-06-01' })
    expect(line(two, 'dutyCredit')).toMatchObject({ amount: -55_900, buyers: 2 })
    expect(two.total).toBe(56_000 - 55_900 + 8_000)
  })

  it('gives no credit to a buyer who will not live there, and no Belgian federal costs', () => {
    const result = costs('luxembourg', 300_000, investor)
    expect(line(result, 'dutyCredit')).toBeUndefined()
    expect(line(result, 'notaryVat')).toBeUndefined()
    expect(result.total).toBe(21_000 + 3_000)
  })

  it('leaves the mortgage out and says so', () => {
    const result = costs('luxembourg', 300_000, ownHome, { loan: 200_000 })
    expect(result.mortgageMissing).toBe(true)
    expect(line(result, 'mortgageRegistration')).toBeUndefined()
  })
})

describe('a new build sold with VAT', () => {
  // Notary at €400,000: 2,534.65; VAT (2,534.65 + 750) × 21 % = 689.7765 → 689.78
  it('Flanders: 21 % on the building (300,000 → €63,000), 12 % on the land (100,000 → €12,000)', () => {
    const result = costs('flanders', 400_000, ownHome, {
      newBuild: { vatRate: 21, landPart: 100_000 },
    })
    expect(line(result, 'buildingVat')).toMatchObject({ amount: 63_000, base: 300_000, rate: 21 })
    // The own-home 2 % is not known to cover land: the general 12 % applies.
    expect(line(result, 'landRegistration')).toMatchObject({ amount: 12_000, rate: 12 })
    expect(line(result, 'registration')).toBeUndefined()
    expect(result.total).toBe(63_000 + 12_000 + 2_534.65 + 1_250 + 689.78)
  })

  it('Wallonia, demolition and reconstruction at the published 6 %, own home: 250,000 × 6 % + 80,000 × 3 %', () => {
    const result = costs('wallonia', 330_000, ownHome, {
      newBuild: { vatRate: 6, landPart: 80_000 },
    })
    expect(line(result, 'buildingVat')).toMatchObject({ amount: 15_000, rate: 6 })
    expect(line(result, 'landRegistration')).toMatchObject({ amount: 2_400, rate: 3 })
    expect(result.reducedVatRefused).toBe(false)
  })

  it('charges 21 % when the buyer will not live there, and says the 6 % does not apply', () => {
    const result = costs('wallonia', 330_000, investor, {
      newBuild: { vatRate: 6, landPart: 80_000 },
    })
    // 250,000 × 21 % = 52,500; land 80,000 × 12.5 % = 10,000
    expect(line(result, 'buildingVat')).toMatchObject({ amount: 52_500, rate: 21 })
    expect(line(result, 'landRegistration')?.amount).toBe(10_000)
    expect(result.reducedVatRefused).toBe(true)
  })
})

describe('the mortgage deed', () => {
  // Loan 240,000 + 10 % accessories = 264,000 secured (the research's own example):
  //   registration 1 % = 2,640; mortgage duty 0.3 % = 792
  //   notary (estimate): 100,000 × 0.652 % = 652 + 164,000 × 0.148 % = 242.72 → 894.72
  //   fixed: 550 (admin, VAT) + 40 (third parties)
  it('Flanders, own home, €240,000: the credit fee less 20 %, total €15,409.05', () => {
    const result = costs('flanders', 300_000, ownHome, { loan: 240_000 })
    expect(line(result, 'mortgageRegistration')).toMatchObject({ amount: 2_640, base: 264_000 })
    expect(line(result, 'mortgageDuty')?.amount).toBe(792)
    // 894.72 × 0.8 = 715.776 → 715.78
    expect(line(result, 'creditNotaryFee')?.amount).toBe(715.78)
    expect(line(result, 'creditFixed')?.amount).toBe(590)
    // (715.78 + 550) × 21 % = 265.8138 → 265.81
    expect(line(result, 'creditVat')?.amount).toBe(265.81)
    // 10,405.46 + 2,640 + 792 + 715.78 + 590 + 265.81
    expect(result.total).toBe(15_409.05)
  })

  it('not an own home: the full credit fee, (894.72 + 550) × 21 % = 303.39 VAT', () => {
    const result = costs('brussels', 300_000, investor, { loan: 240_000 })
    expect(line(result, 'creditNotaryFee')?.amount).toBe(894.72)
    expect(line(result, 'creditVat')?.amount).toBe(303.39)
  })

  it('a larger loan costs more; no loan, no mortgage lines', () => {
    const small = costs('wallonia', 300_000, ownHome, { loan: 100_000 }).total
    const large = costs('wallonia', 300_000, ownHome, { loan: 250_000 }).total
    expect(large).toBeGreaterThan(small)
    expect(line(costs('wallonia', 300_000, ownHome), 'mortgageDuty')).toBeUndefined()
  })
})

describe('formatting', () => {
  it('writes whole euros and rates the way each language does', () => {
    expect(formatEuros(10_405.46, 'nl-BE')).toBe('€\u00a010.405')
    expect(formatEuros(10_405.46, 'fr-BE')).toBe('10\u00a0405\u00a0€')
    expect(formatEuros(10_405.46, 'en-GB')).toBe('€10,405')
    expect(formatRate(12.5, 'fr-BE')).toBe('12,5\u00a0%')
    expect(formatRate(0.3, 'en-GB')).toBe('0.3%')
    expect(formatWhole(240_000, 'fr-BE')).toBe('240\u00a0000')
    expect(formatWhole(240_000, 'nl-BE')).toBe('240.000')
  })
})
