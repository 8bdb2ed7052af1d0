// Which fields of a property the detail page shows, in which group, how each is formatted (the
// domain's display types) and when it applies (the domain's condition rules). Labels are keys of
// the `PropertyFields` catalogue; option values are keys of `PropertyValues`.
import { evaluateCondition, formatFieldValue, isEmpty, type Locale } from '@/lib/domain'

type DisplayType =
  'string' | 'number' | 'price' | 'date' | 'percentage' | 'area' | 'boolean' | 'option'

type Rule = Parameters<typeof evaluateCondition>[0]

export type FieldSpec = { key: string; path: string; type: DisplayType; when?: Rule }

export type FieldGroupSpec = { key: string; fields: FieldSpec[] }

const forRent: Rule = { field: 'goal', logic: 'equals', compareWithValue: 'rent' }
const forSale: Rule = { field: 'goal', logic: 'equals', compareWithValue: 'sale' }

export const fieldGroups: FieldGroupSpec[] = [
  {
    key: 'general',
    fields: [
      { key: 'reference', path: 'reference', type: 'string' },
      { key: 'propertyType', path: 'propertyType', type: 'option' },
      { key: 'unitNumber', path: 'unitNumber', type: 'string' },
      { key: 'floor', path: 'floor', type: 'number' },
      { key: 'startPrice', path: 'startPrice', type: 'price', when: forSale },
      { key: 'optionPrice', path: 'optionPrice', type: 'price', when: forSale },
      { key: 'condition', path: 'condition', type: 'option' },
      { key: 'constructionYear', path: 'constructionYear', type: 'string' },
      { key: 'renovationYear', path: 'renovationYear', type: 'string' },
      { key: 'availableFrom', path: 'availability.from', type: 'date' },
    ],
  },
  {
    key: 'surfaces',
    fields: [
      { key: 'livingArea', path: 'surfaces.living', type: 'area' },
      { key: 'groundArea', path: 'surfaces.ground', type: 'area' },
      { key: 'gardenArea', path: 'surfaces.garden', type: 'area' },
      { key: 'terraceArea', path: 'surfaces.terrace', type: 'area' },
      { key: 'frontWidth', path: 'surfaces.frontWidth', type: 'number' },
      { key: 'bedrooms', path: 'rooms.bedrooms', type: 'number' },
      { key: 'bathrooms', path: 'rooms.bathrooms', type: 'number' },
      { key: 'toilets', path: 'rooms.toilets', type: 'number' },
      { key: 'garages', path: 'rooms.garages', type: 'number' },
      { key: 'facades', path: 'rooms.facades', type: 'number' },
      { key: 'floors', path: 'rooms.floors', type: 'number' },
    ],
  },
  {
    key: 'comfort',
    fields: [
      { key: 'garden', path: 'comfort.garden', type: 'boolean' },
      { key: 'terrace', path: 'comfort.terrace', type: 'boolean' },
      { key: 'garage', path: 'comfort.garage', type: 'boolean' },
      { key: 'lift', path: 'comfort.lift', type: 'boolean' },
      { key: 'cellar', path: 'comfort.cellar', type: 'boolean' },
      { key: 'furnished', path: 'comfort.furnished', type: 'boolean', when: forRent },
      { key: 'solarPanels', path: 'comfort.solarPanels', type: 'boolean' },
      { key: 'heating', path: 'heating', type: 'option' },
      { key: 'glazing', path: 'glazing', type: 'option' },
      { key: 'kitchen', path: 'kitchen', type: 'option' },
      { key: 'roofType', path: 'roofType', type: 'option' },
      { key: 'roofCondition', path: 'roofCondition', type: 'option' },
    ],
  },
  {
    key: 'certificates',
    fields: [
      { key: 'epcSpecific', path: 'epc.specific', type: 'number' },
      { key: 'epcCertificateNumber', path: 'epc.certificateNumber', type: 'string' },
      { key: 'asbestos', path: 'asbestos.type', type: 'option' },
      { key: 'floodZone', path: 'flood.zone', type: 'option' },
      { key: 'floodPScore', path: 'flood.pScore', type: 'string' },
      { key: 'floodGScore', path: 'flood.gScore', type: 'string' },
      { key: 'soil', path: 'soil.status', type: 'option' },
      { key: 'electricity', path: 'electricity.result', type: 'option' },
      { key: 'gas', path: 'gasCertificate.result', type: 'option' },
    ],
  },
  {
    key: 'urbanism',
    fields: [
      { key: 'buildingPermit', path: 'urbanism.buildingPermit', type: 'option' },
      { key: 'allotmentPermit', path: 'urbanism.allotmentPermit', type: 'option' },
      { key: 'preemptionRight', path: 'urbanism.preemptionRight', type: 'option' },
      { key: 'summons', path: 'urbanism.summons', type: 'option' },
      { key: 'judicialDecision', path: 'urbanism.judicialDecision', type: 'option' },
      { key: 'heritage', path: 'urbanism.heritage', type: 'option' },
    ],
  },
  {
    key: 'finance',
    fields: [
      { key: 'notaryFees', path: 'finance.notaryFees', type: 'price', when: forSale },
      {
        key: 'registrationRights',
        path: 'finance.registrationRights',
        type: 'price',
        when: forSale,
      },
      { key: 'vatRate', path: 'finance.vatRate', type: 'percentage', when: forSale },
      { key: 'cadastralIncome', path: 'finance.cadastralIncome', type: 'price' },
      { key: 'propertyTax', path: 'finance.propertyTax', type: 'price' },
      { key: 'deposit', path: 'finance.deposit', type: 'price', when: forRent },
      { key: 'chargesTenant', path: 'finance.chargesTenant', type: 'price', when: forRent },
      { key: 'inventoryCost', path: 'finance.inventoryCost', type: 'price', when: forRent },
    ],
  },
]

const read = (record: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      record,
    )

export type ShownField =
  { key: string; value: string } | { key: string; option: string } | { key: string; yes: boolean }

export type ShownGroup = { key: string; fields: ShownField[] }

/**
 * The groups with only the fields that apply and have a value: an empty field is left out, so
 * the page never shows "null", "undefined" or an empty row. A group without fields is left out.
 */
export const shownFieldGroups = (record: Record<string, unknown>, locale: Locale): ShownGroup[] =>
  fieldGroups
    .map((group) => ({
      key: group.key,
      fields: group.fields.flatMap((field): ShownField[] => {
        if (field.when && !evaluateCondition(field.when, record)) return []
        const value = read(record, field.path)
        if (isEmpty(value)) return []
        switch (field.type) {
          case 'boolean':
            return value === true ? [{ key: field.key, yes: true }] : []
          case 'option':
            return [{ key: field.key, option: String(value) }]
          case 'area': {
            const number = formatFieldValue(value, 'number', locale)
            return number === null || Number(value) <= 0
              ? []
              : [{ key: field.key, value: `${number} m²` }]
          }
          default: {
            const text = formatFieldValue(value, field.type, locale)
            return text === null ? [] : [{ key: field.key, value: text }]
          }
        }
      }),
    }))
    .filter((group) => group.fields.length > 0)
