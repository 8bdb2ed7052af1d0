// The words of the purchase-cost panel: the catalogue texts the server hands to the calculator,
// filled with the figures of one result (docs/domain-rules.md, purchase costs).
import {
  formatEuros,
  formatRate,
  type CostLine,
  type CostRegion,
  type PurchaseCosts,
} from '@/lib/domain/costs'

export type CostTexts = Record<string, string>

/** `{name}` placeholders of a catalogue text (the texts use no other ICU syntax). */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )

/** Amounts and rates written the visitor's way. */
export const costFormat = (localeTag: string) => ({
  euros: (amount: number) => formatEuros(amount, localeTag),
  rate: (value: number | undefined) => formatRate(value ?? 0, localeTag),
})

/** What one line is: its rule, then the abatement, reduction or discount it received. */
export const explainLine = (
  line: CostLine,
  region: CostRegion,
  texts: CostTexts,
  localeTag: string,
) => {
  const { euros, rate } = costFormat(localeTag)
  const values = {
    rate: rate(line.rate),
    base: euros(line.base ?? 0),
    abatement: euros(line.abatement ?? 0),
    reduction: euros(line.reduction ?? 0),
    buyers: line.buyers ?? 1,
    credit: euros(line.credit ?? 0),
    minimum: euros(line.minimum ?? 0),
    margin: rate(line.margin),
    discount: rate(line.discount),
  }
  const key =
    line.key === 'notaryFee' && region === 'luxembourg'
      ? 'explain_notaryFee_luxembourg'
      : `explain_${line.key}`
  const parts = [fill(texts[key] ?? '', values)]
  if (line.abatement) parts.push(fill(texts.explain_abatement, values))
  if (line.reduction) parts.push(fill(texts.explain_reduction, values))
  if (line.discount) parts.push(fill(texts.explain_creditDiscount, values))
  return parts.join(' ')
}

/** The notes under the table: what the estimate could not know or confirm. */
export const costNotes = (result: PurchaseCosts, texts: CostTexts, localeTag: string) => {
  const { rate } = costFormat(localeTag)
  return [
    result.reducedScaleMissing && texts.note_reducedScale,
    result.reducedVatRefused &&
      fill(texts.note_reducedVat, {
        published: rate(result.publishedVatRate ?? 0),
        rate: rate(result.lines.find((line) => line.key === 'buildingVat')?.rate),
      }),
    result.mortgageMissing && texts.note_mortgageMissing,
    result.lines.some((line) => line.unconfirmed) && texts.note_unconfirmed,
  ].filter((note): note is string => Boolean(note))
}
