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
  type NewBuild,
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
    newBuild?: NewBuild
    /** Rows other than the seeded ones (an administrator's additions or edits). */
    rules?: readonly CostRule[]
  } = {},
) =>
  purchaseCosts({
    price,
    region,
    date: extra.date ?? '2026-03-01',
    situation,
    loan: extra.loan ?? 0,
    rules: extra.rules ?? rules,
    newBuild: extra.newBuild ?? null,
  })

const line = (result: ReturnType<typeof costs>, key: string) =>
  result.lines.find((item) => item.key === key)

/** A row as the admin saves it: in force since 2000 unless said otherwise, no conditions. */
const row = (
  id: string,
  rule: Omit<CostRule, 'id' | 'validFrom'> & { validFrom?: string },
): CostRule => ({ id, validFrom: '2000-01-01', ...rule })

/** The seeded rows with one of them changed. */
const seedsWith = (id: string, change: Partial<CostRule>) =>
  rules.map((rule) => (rule.id === id ? { ...rule, ...change } : rule))

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
    // Not a date at all: kept as it is (and so never in force), rather than a made-up day.
    expect(toCalendarDay('soon')).toBe('soon')
    expect(inForce({ validFrom: '2025-01-01', validTo: '2025-06-30' }, '2025-06-30')).toBe(true)
    expect(inForce({ validFrom: '2025-01-01', validTo: '2025-06-30' }, '2025-07-01')).toBe(false)
  })
})

describe('a purchase before the rows start', () => {
  it('Flanders in 2021 (rows from 2022): no duty line, not even on the land of a new build', () => {
    // Scale J and the notary's VAT (2012) are in force, the fixed costs (2023) are not:
    // 2,477.65 + 2,477.65 × 21 % (520.3065 → 520.31) = 2,997.96
    const existing = costs('flanders', 300_000, investor, { date: '2021-06-01' })
    expect(line(existing, 'registration')).toBeUndefined()
    expect(line(existing, 'notaryFixed')).toBeUndefined()
    expect(line(existing, 'notaryVat')?.amount).toBe(520.31)
    expect(existing.total).toBe(2_997.96)

    // 300,000 × 21 % = 63,000; notary at 400,000: 2,534.65 + 21 % (532.2765 → 532.28)
    const newBuild = costs('flanders', 400_000, investor, {
      date: '2021-06-01',
      newBuild: { vatRate: 21, landPart: 100_000 },
    })
    expect(line(newBuild, 'buildingVat')?.amount).toBe(63_000)
    expect(line(newBuild, 'landRegistration')).toBeUndefined()
    // 63,000 + 2,534.65 + 532.28
    expect(newBuild.total).toBe(66_066.93)
  })

  it('Brussels in 2001 with a loan: no notary scale, fixed costs or VAT yet, only the duties and the credit fee', () => {
    // Duty 300,000 × 12.5 % = 37,500. Secured 100,000 + 10 % = 110,000: registration 1 % = 1,100,
    // mortgage duty 0.3 % = 330, credit fee 100,000 × 0.652 % = 652 + 10,000 × 0.148 % = 14.8
    // (no 20 % discount before 2023) → 666.8
    const result = costs('brussels', 300_000, investor, { date: '2001-06-01', loan: 100_000 })
    expect(result.notaryScale).toBeNull()
    expect(result.reducedScaleMissing).toBe(false)
    expect(line(result, 'notaryFee')).toBeUndefined()
    expect(line(result, 'mortgageRegistration')).toMatchObject({ amount: 1_100, base: 110_000 })
    expect(line(result, 'mortgageDuty')?.amount).toBe(330)
    expect(line(result, 'creditNotaryFee')).toMatchObject({ amount: 666.8 })
    expect(line(result, 'creditNotaryFee')?.discount).toBeUndefined()
    expect(line(result, 'creditFixed')).toBeUndefined()
    expect(line(result, 'creditVat')).toBeUndefined()
    expect(result.total).toBe(37_500 + 1_100 + 330 + 666.8)
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

  it('counts a situation with no buyer filled in as one buyer', () => {
    // As the €800,000 case of 2024: one credit of €40,000
    const result = costs('luxembourg', 800_000, { ...ownHome, buyers: 0 }, { date: '2024-06-01' })
    expect(line(result, 'dutyCredit')).toMatchObject({ amount: -40_000, buyers: 1 })
  })

  it('gives no credit when the duty is already below the €100 minimum', () => {
    // €1,000: 60 + 10 = 70 duty, all of it kept as the minimum; notary 1 % = 10
    const result = costs('luxembourg', 1_000, ownHome)
    expect(line(result, 'dutyCredit')).toBeUndefined()
    expect(result.total).toBe(60 + 10 + 10)
  })

  it('charges a new build the duties on its whole price while there is no Luxembourg VAT row', () => {
    // 500,000 × 6 % = 30,000 + 1 % = 5,000; notary 5,000
    const result = costs('luxembourg', 500_000, investor, {
      newBuild: { vatRate: 17, landPart: 100_000 },
    })
    expect(line(result, 'buildingVat')).toBeUndefined()
    expect(line(result, 'registration')).toMatchObject({ amount: 30_000, base: 500_000 })
    expect(line(result, 'transcription')).toMatchObject({ amount: 5_000, base: 500_000 })
    expect(result.publishedVatRate).toBe(17)
    expect(result.total).toBe(40_000)
  })

  it('with Luxembourg VAT rows added, charges VAT on the building and both duties on the land only', () => {
    const withVat = [
      ...rules,
      row('lu-vat-17', { region: 'luxembourg', kind: 'buildingVatRate', rate: 17 }),
      row('lu-vat-3', { region: 'luxembourg', kind: 'buildingVatRate', ownHome: 'yes', rate: 3 }),
    ]
    const newBuild = { vatRate: 3, landPart: 100_000 }
    // Own home: 400,000 × 3 % = 12,000; land 100,000 × 6 % = 6,000 + 1 % = 1,000;
    // credit min(30,000, 7,000 − 100) = 6,900; notary 1 % of 500,000 = 5,000
    const home = costs('luxembourg', 500_000, ownHome, { rules: withVat, newBuild })
    expect(line(home, 'buildingVat')).toMatchObject({ amount: 12_000, base: 400_000, rate: 3 })
    expect(line(home, 'landRegistration')).toMatchObject({ amount: 6_000, base: 100_000 })
    expect(line(home, 'transcription')).toMatchObject({ amount: 1_000, base: 100_000 })
    expect(line(home, 'dutyCredit')?.amount).toBe(-6_900)
    expect(home.reducedVatRefused).toBe(false)
    expect(home.total).toBe(12_000 + 6_000 + 1_000 - 6_900 + 5_000)

    // Not an own home: the published 3 % is refused, 400,000 × 17 % = 68,000, no credit
    const rented = costs('luxembourg', 500_000, investor, { rules: withVat, newBuild })
    expect(line(rented, 'buildingVat')).toMatchObject({ amount: 68_000, rate: 17 })
    expect(rented.reducedVatRefused).toBe(true)
    expect(rented.total).toBe(68_000 + 6_000 + 1_000 + 5_000)
  })

  it('uses the only VAT row in force for the buyer when the listing publishes no rate', () => {
    const onlyReduced = [
      ...rules,
      row('lu-vat-3', { region: 'luxembourg', kind: 'buildingVatRate', ownHome: 'yes', rate: 3 }),
    ]
    // 400,000 × 3 % = 12,000
    const result = costs('luxembourg', 500_000, ownHome, {
      rules: onlyReduced,
      newBuild: { vatRate: null, landPart: 100_000 },
    })
    expect(line(result, 'buildingVat')).toMatchObject({ amount: 12_000, rate: 3 })
    expect(result.reducedVatRefused).toBe(false)
    expect(result.publishedVatRate).toBeNull()
  })

  it('with a Luxembourg mortgage row added, costs the loan without any Belgian federal row', () => {
    // A figure for the test. No accessories margin, duty, credit scale or fixed costs rows:
    // 200,000 × 0.24 % = 480 on the loan itself
    const withMortgage = [
      ...rules,
      row('lu-mortgage', { region: 'luxembourg', kind: 'mortgageRegistrationRate', rate: 0.24 }),
    ]
    const result = costs('luxembourg', 300_000, ownHome, { rules: withMortgage, loan: 200_000 })
    expect(result.mortgageMissing).toBe(false)
    expect(line(result, 'mortgageRegistration')).toMatchObject({
      amount: 480,
      base: 200_000,
      margin: 0,
    })
    expect(line(result, 'mortgageDuty')).toBeUndefined()
    expect(line(result, 'creditNotaryFee')).toBeUndefined()
    expect(line(result, 'creditVat')).toBeUndefined()
    // 3,100 without the loan (above) + 480
    expect(result.total).toBe(3_580)
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

  it('charges VAT on the whole price when the listing gives no land part, and no duty', () => {
    // 400,000 × 21 % = 84,000; notary at 400,000 as above: 2,534.65 + 1,250 + 689.78
    const result = costs('flanders', 400_000, ownHome, {
      newBuild: { vatRate: 21, landPart: null },
    })
    expect(line(result, 'buildingVat')).toMatchObject({ amount: 84_000, base: 400_000 })
    expect(line(result, 'landRegistration')).toBeUndefined()
    expect(line(result, 'registration')).toBeUndefined()
    expect(result.total).toBe(84_000 + 2_534.65 + 1_250 + 689.78)
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

describe('rows an administrator adds or edits', () => {
  it('picks the later of two rows with the same conditions; a row with more conditions still wins', () => {
    // A new general rate entered from 2026 without closing the 2022 row.
    const withNewRate = [
      ...rules,
      row('flanders-10', {
        region: 'flanders',
        kind: 'registrationRate',
        validFrom: '2026-01-01',
        ownHome: 'any',
        firstPurchase: 'any',
        priceCeiling: null,
        rate: 10,
      }),
    ]
    // 300,000 × 10 % = 30,000 from 2026, × 12 % = 36,000 the day before
    expect(
      line(costs('flanders', 300_000, investor, { rules: withNewRate }), 'registration'),
    ).toMatchObject({
      amount: 30_000,
      rate: 10,
    })
    expect(
      line(
        costs('flanders', 300_000, investor, { rules: withNewRate, date: '2025-12-31' }),
        'registration',
      )?.amount,
    ).toBe(36_000)
    // The own-home 2 % row has a condition: 300,000 × 2 % = 6,000
    expect(
      line(costs('flanders', 300_000, ownHome, { rules: withNewRate }), 'registration')?.amount,
    ).toBe(6_000)
  })

  it('lets a later general notary scale or building VAT row supersede an unclosed older one', () => {
    const later = [
      ...rules,
      row('scale-2026', {
        region: 'federal',
        kind: 'notaryScale',
        validFrom: '2026-01-01',
        brackets: [{ from: 0, rate: 1 }],
      }),
      row('vat-2026', {
        region: 'federal',
        kind: 'buildingVatRate',
        validFrom: '2026-01-01',
        rate: 20,
      }),
    ]
    // 300,000 × 1 % = 3,000; VAT (3,000 + 750) × 21 % = 787.5
    const existing = costs('flanders', 300_000, investor, { rules: later })
    expect(line(existing, 'notaryFee')?.amount).toBe(3_000)
    expect(line(existing, 'notaryVat')?.amount).toBe(787.5)
    // Scale J the day before: 2,477.65
    expect(
      line(costs('flanders', 300_000, investor, { rules: later, date: '2025-12-31' }), 'notaryFee')
        ?.amount,
    ).toBe(2_477.65)
    // The listing publishes no rate: 300,000 × 20 % = 60,000
    const newBuild = costs('flanders', 400_000, investor, {
      rules: later,
      newBuild: { vatRate: null, landPart: 100_000 },
    })
    expect(line(newBuild, 'buildingVat')).toMatchObject({ amount: 60_000, rate: 20 })
  })

  it('prefers a first-purchase row over the own-home row, even an older one', () => {
    const withFirst = [
      ...rules,
      row('flanders-first', {
        region: 'flanders',
        kind: 'registrationRate',
        validFrom: '2024-01-01',
        ownHome: 'yes',
        firstPurchase: 'yes',
        rate: 1,
      }),
    ]
    // First purchase: 300,000 × 1 % = 3,000; a second purchase keeps the 2 % = 6,000
    expect(
      line(costs('flanders', 300_000, ownHome, { rules: withFirst }), 'registration')?.amount,
    ).toBe(3_000)
    expect(
      line(
        costs('flanders', 300_000, { ...ownHome, firstPurchase: false }, { rules: withFirst }),
        'registration',
      )?.amount,
    ).toBe(6_000)
  })

  it('prefers a row with a price ceiling below it, and drops it above', () => {
    const withCeiling = [
      ...rules,
      row('wallonia-modest', {
        region: 'wallonia',
        kind: 'registrationRate',
        validFrom: '1999-01-01',
        priceCeiling: 200_000,
        rate: 2,
      }),
    ]
    // 150,000 × 2 % = 3,000; 250,000 × 12.5 % = 31,250
    expect(
      line(costs('wallonia', 150_000, investor, { rules: withCeiling }), 'registration'),
    ).toMatchObject({
      amount: 3_000,
      rate: 2,
    })
    expect(
      line(costs('wallonia', 250_000, investor, { rules: withCeiling }), 'registration'),
    ).toMatchObject({
      amount: 31_250,
      rate: 12.5,
    })
  })

  it('uses the reduced notary scale of a sole own home once its brackets are entered', () => {
    const withJBis = seedsWith('federal-notary-scale-jbis', { brackets: [{ from: 0, rate: 0.75 }] })
    // 300,000 × 0.75 % = 2,250; VAT (2,250 + 750) × 21 % = 630; duty 6,000; fixed 1,250
    const home = costs('flanders', 300_000, ownHome, { rules: withJBis })
    expect(home.notaryScale).toBe('reduced')
    expect(home.reducedScaleMissing).toBe(false)
    expect(line(home, 'notaryFee')?.amount).toBe(2_250)
    expect(line(home, 'notaryVat')?.amount).toBe(630)
    expect(home.total).toBe(6_000 + 2_250 + 1_250 + 630)
    // Not an own home: scale J, 2,477.65
    const rented = costs('flanders', 300_000, investor, { rules: withJBis })
    expect(rented.notaryScale).toBe('general')
    expect(line(rented, 'notaryFee')?.amount).toBe(2_477.65)
  })

  it('gives a credit per deed once, whatever the buyers, and down to nothing without a minimum row', () => {
    const perDeed = seedsWith('luxembourg-credit-2025-07', { perBuyer: false }).filter(
      (rule) => rule.id !== 'luxembourg-minimum-duty',
    )
    // Duty 21,000; credit 30,000 (not × 2), nothing kept: min(30,000, 21,000 − 0) = 21,000
    const result = costs('luxembourg', 300_000, { ...ownHome, buyers: 2 }, { rules: perDeed })
    expect(line(result, 'dutyCredit')).toMatchObject({
      amount: -21_000,
      credit: 30_000,
      minimum: 0,
    })
    expect(line(result, 'dutyCredit')?.buyers).toBeUndefined()
    // 18,000 + 3,000 − 21,000 + notary 3,000
    expect(result.total).toBe(3_000)
  })

  it('counts a row saved without its rate or amount as €0, and the total stays a number', () => {
    const blank: CostRule[] = [
      row('registration', { region: 'flanders', kind: 'registrationRate', rate: 12 }),
      row('transcription', { region: 'flanders', kind: 'transcriptionRate' }),
      row('credit', { region: 'flanders', kind: 'dutyCredit' }),
      row('scale', { region: 'federal', kind: 'notaryScale', brackets: SCALE_J }),
      row('vat', { region: 'federal', kind: 'notaryVatRate', rate: 21 }),
      row('fixed', { region: 'federal', kind: 'purchaseFixedCost', subjectToVat: true }),
      row('mortgage', { region: 'flanders', kind: 'mortgageRegistrationRate' }),
      row('margin', { region: 'federal', kind: 'securedMargin', rate: 10 }),
      row('duty', { region: 'federal', kind: 'mortgageDutyRate' }),
      row('creditFixed', { region: 'federal', kind: 'creditFixedCost', subjectToVat: true }),
    ]
    const result = costs('flanders', 300_000, investor, { rules: blank, loan: 200_000 })
    expect(line(result, 'registration')?.amount).toBe(36_000)
    expect(line(result, 'transcription')).toMatchObject({ amount: 0, rate: 0 })
    // A credit of nothing is not shown.
    expect(line(result, 'dutyCredit')).toBeUndefined()
    expect(line(result, 'notaryFixed')?.amount).toBe(0)
    // VAT on the fee alone: 2,477.65 × 21 % = 520.3065 → 520.31
    expect(line(result, 'notaryVat')).toMatchObject({ amount: 520.31, base: 2_477.65 })
    // Secured 200,000 + 10 % = 220,000, at no rate
    expect(line(result, 'mortgageRegistration')).toMatchObject({
      amount: 0,
      base: 220_000,
      rate: 0,
    })
    expect(line(result, 'mortgageDuty')).toMatchObject({ amount: 0, rate: 0 })
    // No credit scale row: no fee; nothing subject to VAT on the credit deed.
    expect(line(result, 'creditNotaryFee')).toBeUndefined()
    expect(line(result, 'creditFixed')?.amount).toBe(0)
    expect(line(result, 'creditVat')).toBeUndefined()
    expect(result.total).toBe(36_000 + 2_477.65 + 520.31)
  })

  it('counts blank VAT and land rows of a new build as €0 and does not refuse the published rate', () => {
    const blank: CostRule[] = [
      row('vat', { region: 'federal', kind: 'buildingVatRate' }),
      row('registration', { region: 'flanders', kind: 'registrationRate' }),
      row('transcription', { region: 'flanders', kind: 'transcriptionRate' }),
    ]
    const result = costs('flanders', 400_000, investor, {
      rules: blank,
      newBuild: { vatRate: 21, landPart: 100_000 },
    })
    expect(line(result, 'buildingVat')).toMatchObject({ amount: 0, base: 300_000, rate: 0 })
    expect(line(result, 'landRegistration')).toMatchObject({ amount: 0, base: 100_000, rate: 0 })
    expect(line(result, 'transcription')).toMatchObject({ amount: 0, base: 100_000 })
    expect(result.reducedVatRefused).toBe(false)
    expect(result.total).toBe(0)
    // The same blank duty row on an existing home: a line at €0 rather than NaN.
    const existing = costs('flanders', 400_000, investor, { rules: blank })
    expect(line(existing, 'registration')).toMatchObject({ amount: 0, base: 400_000, rate: 0 })
    expect(existing.total).toBe(0)
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
