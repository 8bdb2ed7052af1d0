// The mandatory mentions of a property's advertisement, as the detail page lists them: which
// rows its region asks for (the domain's dated table) and which of them the property fills.
import {
  formatFieldValue,
  formatPrice,
  isEmpty,
  listingRegion,
  mentionRulesInForce,
  readPath,
  renovationObligation,
  type EnergyRegion,
  type Locale,
  type MentionFacts,
  type MentionRuleId,
} from '@/lib/domain'

/** One row: a catalogue key for its label and its value in words (or a catalogue key). */
export type MentionRow =
  | { key: MentionRuleId | 'epcLabel'; text: string }
  | { key: MentionRuleId; unit: 'kwhPerM2' | 'kwhPerYear' | 'co2PerM2'; value: string }
  | { key: MentionRuleId; option: string; values?: 'zoning' }
  | { key: 'floodPScore' | 'floodGScore'; score: string }

export type Mentions = {
  region: EnergyRegion
  rows: MentionRow[]
  /** A flood score of class D: the advertisement carries the flood symbol. */
  floodSymbol: boolean
  /** A sale the renovation obligation applies to (dated rules of renovation.ts): the label to
   * reach and the years the buyer has. */
  renovation: { targetLabel: string; years: number } | null
  /** Keys of the page's other field rows shown here instead (not twice on one page). */
  replaces: string[]
}

/** The detail page's field rows (lib/property/fieldGroups.ts) a mention row stands in for. */
const FIELD_KEYS: Partial<Record<MentionRow['key'], string>> = {
  epcCode: 'epcCertificateNumber',
  co2: 'epcCo2',
  specificConsumption: 'epcSpecific',
  totalConsumption: 'epcTotal',
  floodPScore: 'floodPScore',
  floodGScore: 'floodGScore',
  buildingPermit: 'buildingPermit',
  allotmentPermit: 'allotmentPermit',
  preemptionRight: 'preemptionRight',
  summons: 'summons',
  zoning: 'zoning',
}

const number = (value: unknown, locale: Locale) => formatFieldValue(value, 'number', locale) ?? ''

/**
 * The rows in the order of the region's table, each only where the property has a value (a
 * missing mention is the editor's warning, not an empty row for the visitor). The EPC label goes
 * with the Flemish score.
 */
export function propertyMentions(
  property: MentionFacts & {
    epc?: { label?: string | null; [field: string]: unknown } | null
    price?: number | null
    priceUnit?: number | null
    priceUnitText?: string | null
  },
  locale: Locale,
  date: string,
): Mentions | null {
  const region = listingRegion(property)
  if (!region) return null
  const rules = mentionRulesInForce({
    region,
    goal: property.goal,
    propertyType: property.propertyType,
    date,
  })
  const rows: MentionRow[] = []
  for (const rule of rules) {
    const value = rule.paths.map((path) => readPath(property, path)).find((v) => !isEmpty(v))
    if (isEmpty(value)) continue
    if (rule.publishedFlag && readPath(property, rule.publishedFlag) === false) continue
    switch (rule.id) {
      case 'epcScore':
        rows.push({ key: 'epcScore', unit: 'kwhPerM2', value: number(value, locale) })
        if (property.epc?.label) rows.push({ key: 'epcLabel', text: property.epc.label })
        break
      case 'energyClass':
        if (property.epc?.label) rows.push({ key: 'energyClass', text: property.epc.label })
        break
      case 'primaryEnergy':
      case 'specificConsumption':
        rows.push({ key: rule.id, unit: 'kwhPerM2', value: number(value, locale) })
        break
      case 'totalConsumption':
        rows.push({ key: rule.id, unit: 'kwhPerYear', value: number(value, locale) })
        break
      case 'co2':
        rows.push({ key: rule.id, unit: 'co2PerM2', value: number(value, locale) })
        break
      case 'floodPScore':
      case 'floodGScore':
        rows.push({ key: rule.id, score: String(value) })
        break
      case 'zoning':
        rows.push({ key: rule.id, option: String(value), values: 'zoning' })
        break
      case 'buildingPermit':
      case 'summons':
      case 'preemptionRight':
      case 'allotmentPermit':
        rows.push({ key: rule.id, option: String(value) })
        break
      case 'rent':
        rows.push({
          key: 'rent',
          text: formatPrice(property.price, {
            unit: property.priceUnit ?? undefined,
            unitText: property.priceUnitText ?? undefined,
          }),
        })
        break
      case 'charges':
        rows.push({ key: 'charges', text: formatPrice(value as number) })
        break
      default:
        rows.push({ key: rule.id, text: String(value) })
    }
  }
  const floodSymbol =
    region === 'flanders' &&
    ['flood.pScore', 'flood.gScore'].some((path) => readPath(property, path) === 'D')
  // The obligation binds a buyer at the deed: sales only, a deed signed today at the earliest.
  const obligation =
    property.goal === 'sale' && property.epc?.label
      ? renovationObligation({
          label: property.epc.label,
          region,
          date,
          propertyType: property.propertyType,
        })
      : null
  const renovation = obligation?.applies
    ? { targetLabel: obligation.targetLabel, years: obligation.years }
    : null
  const replaces = rows.flatMap((row) => FIELD_KEYS[row.key] ?? [])
  return rows.length || floodSymbol || renovation
    ? { region, rows, floodSymbol, renovation, replaces }
    : null
}
