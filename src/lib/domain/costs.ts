// A buyer's all-in costs of a purchase (duties or VAT, notary, mortgage deed), computed from dated
// rule rows (the cost-rules collection) rather than from figures written into the code: next
// year's rate is a new row, and the purchase date picks the row in force.

export const COST_REGIONS = ['flanders', 'brussels', 'wallonia', 'luxembourg', 'federal'] as const
export type CostRegion = (typeof COST_REGIONS)[number]

/** What a row is. Rates are percentages, amounts euros, scales brackets of percentages. */
export const COST_RULE_KINDS = [
  'registrationRate', // duty on the price (or on the land of a new build)
  'transcriptionRate', // Luxembourg's transcription duty, beside the registration duty
  'abatement', // a tax-free first slice of the price (Brussels, Wallonia before 2025)
  'reduction', // an amount off the duty (Flanders' modest home)
  'dutyCredit', // a credit on the duties, per buyer (Luxembourg's Bëllegen Akt)
  'dutyMinimum', // the least duty collected whatever the credit
  'buildingVatRate', // VAT on the building of a new build
  'notaryScale', // notary fee of the purchase deed, brackets
  'notaryVatRate', // VAT on notary fees and their fixed costs
  'purchaseFixedCost', // fixed costs of the purchase deed (admin costs, searches); summed
  'mortgageRegistrationRate', // duty on the amount secured by the mortgage
  'mortgageDutyRate', // mortgage duty (inscription) on the secured amount
  'securedMargin', // accessories the bank secures above the loan, percent of the loan
  'creditNotaryScale', // notary fee of the credit deed, brackets
  'creditNotaryDiscount', // percent off the credit-deed fee
  'creditFixedCost', // fixed costs of the credit deed; summed
] as const
export type CostRuleKind = (typeof COST_RULE_KINDS)[number]

/** A condition on the buyer: the rule applies to anybody, only when true, or only when false. */
export type Condition = 'any' | 'yes' | 'no'

export type CostBracket = { from: number; rate: number }

/** One dated rule, as serialised for the page (dates are calendar days, `YYYY-MM-DD`). */
export type CostRule = {
  id: string
  region: CostRegion
  kind: CostRuleKind
  validFrom: string
  validTo?: string | null
  ownHome?: Condition | null
  firstPurchase?: Condition | null
  /** The rule applies only when the price (or the land, for a new build's land) is at most this. */
  priceCeiling?: number | null
  /** False when the rule does not cover building land (the land of a new build). */
  coversLand?: boolean | null
  rate?: number | null
  amount?: number | null
  perBuyer?: boolean | null
  subjectToVat?: boolean | null
  brackets?: CostBracket[] | null
  unconfirmed?: boolean | null
  sourceUrl?: string | null
}

export type BuyerSituation = {
  /** The buyer's sole own home, which they will live in. */
  ownHome: boolean
  firstPurchase: boolean
  /** Luxembourg's credit is per buyer. */
  buyers: number
}

export type NewBuild = {
  /** The VAT rate the listing publishes (21, or 6 under the demolition-reconstruction regime). */
  vatRate: number | null
  /** The land's share of the price; duty is due on it, VAT on the rest. */
  landPart: number | null
}

export type CostLineKey =
  | 'registration'
  | 'landRegistration'
  | 'transcription'
  | 'dutyCredit'
  | 'buildingVat'
  | 'notaryFee'
  | 'notaryFixed'
  | 'notaryVat'
  | 'mortgageRegistration'
  | 'mortgageDuty'
  | 'creditNotaryFee'
  | 'creditFixed'
  | 'creditVat'

export type CostLine = {
  key: CostLineKey
  amount: number
  /** The amount the rate applies to, when there is one. */
  base?: number
  rate?: number
  /** Brussels: the tax-free slice that was taken off the base. */
  abatement?: number
  /** Flanders: the amount taken off the duty. */
  reduction?: number
  buyers?: number
  /** Luxembourg: the credit per buyer and the minimum duty left. */
  credit?: number
  minimum?: number
  /** Mortgage: the accessories secured above the loan, percent. */
  margin?: number
  /** Credit deed: the percentage taken off the fee. */
  discount?: number
  /** A figure of this line rests on a rule marked unconfirmed. */
  unconfirmed: boolean
  sources: string[]
}

export type PurchaseCosts = {
  lines: CostLine[]
  total: number
  /** Scale of the notary fee used: the general one, or a reduced one for a sole own home. */
  notaryScale: 'general' | 'reduced' | null
  /** A sole own home should get a reduced notary scale, but its brackets are not in the rules. */
  reducedScaleMissing: boolean
  /** The 6 % VAT the listing publishes does not apply to this buyer's situation. */
  reducedVatRefused: boolean
  /** The VAT rate the listing publishes (for the note when it is refused). */
  publishedVatRate: number | null
  /** No mortgage rules for the region: the loan's costs are left out. */
  mortgageMissing: boolean
}

const cents = (value: number) => Math.round(value * 100) / 100

/** A calendar day from a stored date: timestamps of a day picked in Europe (±12 h) keep their day. */
export const toCalendarDay = (value: string): string => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const time = Date.parse(value)
  return Number.isFinite(time) ? new Date(time + 12 * 3600_000).toISOString().slice(0, 10) : value
}

/** Whether a rule is in force on a day (`YYYY-MM-DD`), both ends included. */
export const inForce = (rule: Pick<CostRule, 'validFrom' | 'validTo'>, day: string): boolean =>
  toCalendarDay(rule.validFrom) <= day && (!rule.validTo || day <= toCalendarDay(rule.validTo))

const meets = (condition: Condition | null | undefined, value: boolean) =>
  !condition || condition === 'any' || (condition === 'yes') === value

const specificity = (rule: CostRule) =>
  (rule.ownHome && rule.ownHome !== 'any' ? 1 : 0) +
  (rule.firstPurchase && rule.firstPurchase !== 'any' ? 1 : 0) +
  (typeof rule.priceCeiling === 'number' ? 1 : 0)

/** The regions whose rows apply: Belgium's federal rows join a Belgian region's own. */
export const regionsFor = (region: Exclude<CostRegion, 'federal'>): CostRegion[] =>
  region === 'luxembourg' ? ['luxembourg'] : [region, 'federal']

type Pick1 = { kind: CostRuleKind; price?: number; land?: boolean }

/**
 * The fee of a bracket scale: each bracket's rate on the part of the amount inside it.
 * Brackets are sorted by their lower bound; the last one is open.
 */
export const bracketFee = (amount: number, brackets: readonly CostBracket[]): number => {
  const sorted = [...brackets].sort((a, b) => a.from - b.from)
  let fee = 0
  sorted.forEach((bracket, index) => {
    const upper = sorted[index + 1]?.from ?? Infinity
    const part = Math.min(amount, upper) - bracket.from
    if (part > 0) fee += (part * bracket.rate) / 100
  })
  return fee
}

/**
 * The lines and the total of a purchase. Each kind of rule is looked up among the rows of the
 * property's region (plus Belgium's federal rows) in force on the purchase day and whose
 * conditions the situation meets; when several match, the most specific (most conditions) wins,
 * then the latest `validFrom`. Amounts are rounded to cents per line.
 */
export function purchaseCosts({
  price,
  region,
  date,
  situation,
  loan,
  rules,
  newBuild = null,
}: {
  price: number
  region: Exclude<CostRegion, 'federal'>
  /** The purchase (deed) day, `YYYY-MM-DD`. */
  date: string
  situation: BuyerSituation
  /** The loan amount; 0 or less: no mortgage deed. */
  loan: number
  rules: readonly CostRule[]
  /** A new build sold under VAT: the building bears VAT, the land the duty. */
  newBuild?: NewBuild | null
}): PurchaseCosts {
  const regions = regionsFor(region)
  const day = toCalendarDay(date)
  const candidates = rules.filter(
    (rule) =>
      regions.includes(rule.region) &&
      inForce(rule, day) &&
      meets(rule.ownHome, situation.ownHome) &&
      meets(rule.firstPurchase, situation.firstPurchase),
  )
  const all = ({ kind, price: base, land }: Pick1) =>
    candidates.filter(
      (rule) =>
        rule.kind === kind &&
        (typeof rule.priceCeiling !== 'number' ||
          base === undefined ||
          base <= rule.priceCeiling) &&
        (!land || rule.coversLand !== false),
    )
  const best = (query: Pick1) =>
    all(query).sort(
      (a, b) =>
        specificity(b) - specificity(a) ||
        toCalendarDay(b.validFrom).localeCompare(toCalendarDay(a.validFrom)),
    )[0]
  const sourcesOf = (...found: (CostRule | undefined)[]) => [
    ...new Set(found.flatMap((rule) => (rule?.sourceUrl ? [rule.sourceUrl] : []))),
  ]
  const unconfirmed = (...found: (CostRule | undefined)[]) =>
    found.some((rule) => Boolean(rule?.unconfirmed))

  const lines: CostLine[] = []
  const buyers = Math.max(1, Math.floor(situation.buyers || 1))

  // Duties, or VAT on the building and duties on the land.
  const vatRule = newBuild ? best({ kind: 'buildingVatRate' }) : undefined
  const landPart = newBuild ? Math.min(Math.max(newBuild.landPart ?? 0, 0), price) : 0
  let reducedVatRefused = false
  let dutyTotal = 0
  if (newBuild && vatRule) {
    // The listing's 6 % holds only when a row for it applies to this buyer (own home, date).
    const published = newBuild.vatRate
    const reduced = all({ kind: 'buildingVatRate' }).find((rule) => rule.rate === published)
    const general = all({ kind: 'buildingVatRate' })
      .filter((rule) => !rule.ownHome || rule.ownHome === 'any')
      .sort((a, b) => toCalendarDay(b.validFrom).localeCompare(toCalendarDay(a.validFrom)))[0]
    const used = reduced ?? general ?? vatRule
    if (typeof published === 'number' && !reduced && published < (used.rate ?? 0))
      reducedVatRefused = true
    const building = price - landPart
    lines.push({
      key: 'buildingVat',
      amount: cents((building * (used.rate ?? 0)) / 100),
      base: building,
      rate: used.rate ?? 0,
      unconfirmed: unconfirmed(used),
      sources: sourcesOf(used),
    })
    if (landPart > 0) {
      const landRate = best({ kind: 'registrationRate', price: landPart, land: true })
      if (landRate) {
        const amount = cents((landPart * (landRate.rate ?? 0)) / 100)
        dutyTotal += amount
        lines.push({
          key: 'landRegistration',
          amount,
          base: landPart,
          rate: landRate.rate ?? 0,
          unconfirmed: unconfirmed(landRate),
          sources: sourcesOf(landRate),
        })
      }
    }
  } else {
    const rateRule = best({ kind: 'registrationRate', price })
    if (rateRule) {
      const abatementRule = best({ kind: 'abatement', price })
      const reductionRule = best({ kind: 'reduction', price })
      const abatement = Math.min(abatementRule?.amount ?? 0, price)
      const base = price - abatement
      const gross = (base * (rateRule.rate ?? 0)) / 100
      const reduction = Math.min(reductionRule?.amount ?? 0, gross)
      const amount = cents(gross - reduction)
      dutyTotal += amount
      lines.push({
        key: 'registration',
        amount,
        base,
        rate: rateRule.rate ?? 0,
        ...(abatement ? { abatement } : {}),
        ...(reduction ? { reduction: cents(reduction) } : {}),
        unconfirmed: unconfirmed(rateRule, abatementRule, reductionRule),
        sources: sourcesOf(rateRule, abatementRule, reductionRule),
      })
    }
  }
  const transcriptionRule = best({ kind: 'transcriptionRate', price })
  if (transcriptionRule) {
    const base = newBuild && vatRule ? landPart : price
    const amount = cents((base * (transcriptionRule.rate ?? 0)) / 100)
    dutyTotal += amount
    lines.push({
      key: 'transcription',
      amount,
      base,
      rate: transcriptionRule.rate ?? 0,
      unconfirmed: unconfirmed(transcriptionRule),
      sources: sourcesOf(transcriptionRule),
    })
  }
  const creditRule = best({ kind: 'dutyCredit', price })
  if (creditRule && dutyTotal > 0) {
    const minimumRule = best({ kind: 'dutyMinimum' })
    const creditEach = creditRule.amount ?? 0
    const minimum = minimumRule?.amount ?? 0
    const credit = creditEach * (creditRule.perBuyer ? buyers : 1)
    const floor = Math.min(minimum, dutyTotal)
    const used = cents(Math.min(credit, dutyTotal - floor))
    if (used > 0)
      lines.push({
        key: 'dutyCredit',
        amount: -used,
        ...(creditRule.perBuyer ? { buyers } : {}),
        credit: creditEach,
        minimum,
        unconfirmed: unconfirmed(creditRule, minimumRule),
        sources: sourcesOf(creditRule, minimumRule),
      })
  }

  // The purchase deed: the notary's scale, its fixed costs, VAT on both.
  const reducedScale = all({ kind: 'notaryScale', price }).find(
    (rule) => rule.ownHome === 'yes' && rule.brackets?.length,
  )
  const reducedScaleListed = all({ kind: 'notaryScale', price }).some(
    (rule) => rule.ownHome === 'yes',
  )
  const generalScale = all({ kind: 'notaryScale', price })
    .filter((rule) => rule.ownHome !== 'yes' && rule.brackets?.length)
    .sort((a, b) => toCalendarDay(b.validFrom).localeCompare(toCalendarDay(a.validFrom)))[0]
  const scale = (situation.ownHome ? reducedScale : undefined) ?? generalScale
  const notaryVat = best({ kind: 'notaryVatRate' })
  const vatRate = notaryVat?.rate ?? 0
  let notaryScale: PurchaseCosts['notaryScale'] = null
  let vatBase = 0
  if (scale) {
    notaryScale = scale === reducedScale ? 'reduced' : 'general'
    const fee = cents(bracketFee(price, scale.brackets ?? []))
    vatBase += fee
    lines.push({
      key: 'notaryFee',
      amount: fee,
      base: price,
      unconfirmed: unconfirmed(scale),
      sources: sourcesOf(scale),
    })
  }
  const purchaseFixed = all({ kind: 'purchaseFixedCost', price })
  if (purchaseFixed.length) {
    const amount = cents(purchaseFixed.reduce((sum, rule) => sum + (rule.amount ?? 0), 0))
    vatBase += purchaseFixed.reduce(
      (sum, rule) => sum + (rule.subjectToVat ? (rule.amount ?? 0) : 0),
      0,
    )
    lines.push({
      key: 'notaryFixed',
      amount,
      unconfirmed: unconfirmed(...purchaseFixed),
      sources: sourcesOf(...purchaseFixed),
    })
  }
  if (vatBase > 0 && notaryVat) {
    lines.push({
      key: 'notaryVat',
      amount: cents((vatBase * vatRate) / 100),
      base: cents(vatBase),
      rate: vatRate,
      unconfirmed: unconfirmed(notaryVat),
      sources: sourcesOf(notaryVat),
    })
  }

  // The credit deed, when there is a loan.
  const mortgageRate = best({ kind: 'mortgageRegistrationRate' })
  const mortgageMissing = loan > 0 && !mortgageRate
  if (loan > 0 && mortgageRate) {
    const margin = best({ kind: 'securedMargin' })
    const secured = cents(loan * (1 + (margin?.rate ?? 0) / 100))
    lines.push({
      key: 'mortgageRegistration',
      amount: cents((secured * (mortgageRate.rate ?? 0)) / 100),
      base: secured,
      rate: mortgageRate.rate ?? 0,
      margin: margin?.rate ?? 0,
      unconfirmed: unconfirmed(mortgageRate, margin),
      sources: sourcesOf(mortgageRate, margin),
    })
    const duty = best({ kind: 'mortgageDutyRate' })
    if (duty)
      lines.push({
        key: 'mortgageDuty',
        amount: cents((secured * (duty.rate ?? 0)) / 100),
        base: secured,
        rate: duty.rate ?? 0,
        unconfirmed: unconfirmed(duty, margin),
        sources: sourcesOf(duty, margin),
      })
    let creditVatBase = 0
    const creditScale = best({ kind: 'creditNotaryScale' })
    if (creditScale?.brackets?.length) {
      const discount = best({ kind: 'creditNotaryDiscount' })
      const fee = cents(
        bracketFee(secured, creditScale.brackets) * (1 - (discount?.rate ?? 0) / 100),
      )
      creditVatBase += fee
      lines.push({
        key: 'creditNotaryFee',
        amount: fee,
        base: secured,
        ...(discount?.rate ? { discount: discount.rate } : {}),
        unconfirmed: unconfirmed(creditScale, discount),
        sources: sourcesOf(creditScale, discount),
      })
    }
    const creditFixed = all({ kind: 'creditFixedCost' })
    if (creditFixed.length) {
      creditVatBase += creditFixed.reduce(
        (sum, rule) => sum + (rule.subjectToVat ? (rule.amount ?? 0) : 0),
        0,
      )
      lines.push({
        key: 'creditFixed',
        amount: cents(creditFixed.reduce((sum, rule) => sum + (rule.amount ?? 0), 0)),
        unconfirmed: unconfirmed(...creditFixed),
        sources: sourcesOf(...creditFixed),
      })
    }
    if (creditVatBase > 0 && notaryVat)
      lines.push({
        key: 'creditVat',
        amount: cents((creditVatBase * vatRate) / 100),
        base: cents(creditVatBase),
        rate: vatRate,
        unconfirmed: unconfirmed(notaryVat),
        sources: sourcesOf(notaryVat),
      })
  }

  return {
    lines,
    total: cents(lines.reduce((sum, line) => sum + line.amount, 0)),
    notaryScale,
    reducedScaleMissing:
      situation.ownHome && reducedScaleListed && notaryScale !== 'reduced' && Boolean(scale),
    reducedVatRefused,
    publishedVatRate: newBuild?.vatRate ?? null,
    mortgageMissing,
  }
}

/** Whole euros in the visitor's language (`€ 10.452`, `10 452 €`), one kind of space throughout. */
export const formatEuros = (amount: number, localeTag: string): string =>
  new Intl.NumberFormat(localeTag, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })
    .format(amount)
    .replace(/[\u00a0\u202f ]/g, '\u00a0')

/** A percentage in the visitor's language (`12,5 %`, `0.3%`). */
export const formatRate = (rate: number, localeTag: string): string =>
  new Intl.NumberFormat(localeTag, { style: 'percent', maximumFractionDigits: 3 })
    .format(rate / 100)
    .replace(/[\u00a0\u202f ]/g, '\u00a0')

/** A whole number with the language's grouping (`240.000`, `240 000`), for an input's value. */
export const formatWhole = (value: number, localeTag: string): string =>
  new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 })
    .format(value)
    .replace(/[\u00a0\u202f ]/g, '\u00a0')
