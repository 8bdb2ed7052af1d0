// Which fields of a property the detail page shows, in which group, how each is formatted (the
// domain's display types) and when it applies (the domain's condition rules). Labels are keys of
// the `PropertyFields` catalogue; option values are keys of `PropertyValues`.
import type { Catalogue } from '@/i18n/messageKeys'
import { evaluateCondition, formatFieldValue, isEmpty, type Locale } from '@/lib/domain'

/** A label of the `PropertyFields` catalogue: a field's, a group's (`group_{key}`) or `yes`. */
export type FieldLabelKey = keyof Catalogue['PropertyFields']

/** A group's key: its title is `PropertyFields.group_{key}`. */
type GroupKey = {
  [K in FieldLabelKey]: K extends `group_${infer Group}` ? Group : never
}[FieldLabelKey]

type DisplayType =
  | 'string'
  | 'number'
  | 'price'
  | 'date'
  | 'percentage'
  | 'area'
  | 'boolean'
  | 'option'
  /** A select with several values: each through the value catalogue, joined. */
  | 'options'
  /** A paragraph of free text (servitudes, planning details, conditions): shown in full width. */
  | 'text'

type Rule = Parameters<typeof evaluateCondition>[0]

/**
 * `values` names the sub-catalogue of `PropertyValues` that labels the options of this field
 * (e.g. `orientation.south`), for values whose word depends on the field (tiles of a roof or of
 * a floor); without it an option is labelled by the shared `PropertyValues.{value}`.
 */
export type FieldSpec = {
  key: FieldLabelKey
  path: string
  type: DisplayType
  when?: Rule
  values?: string
  /** A figure that tells the price: never shown where the price is hidden (`publishPrice` off). */
  withPrice?: true
}

export type FieldGroupSpec = { key: GroupKey; fields: FieldSpec[] }

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
      { key: 'startPrice', path: 'startPrice', type: 'price', when: forSale, withPrice: true },
      { key: 'optionPrice', path: 'optionPrice', type: 'price', when: forSale, withPrice: true },
      { key: 'condition', path: 'condition', type: 'option' },
      { key: 'constructionYear', path: 'constructionYear', type: 'string' },
      { key: 'renovationYear', path: 'renovationYear', type: 'string' },
      { key: 'architectureStyle', path: 'architectureStyle', type: 'string' },
      { key: 'availableFrom', path: 'availability.from', type: 'date' },
      { key: 'availableUntil', path: 'availability.until', type: 'date' },
      { key: 'availabilityNote', path: 'availability.text', type: 'string' },
    ],
  },
  {
    key: 'surfaces',
    fields: [
      { key: 'totalArea', path: 'surfaces.total', type: 'area' },
      { key: 'livingArea', path: 'surfaces.living', type: 'area' },
      { key: 'builtArea', path: 'surfaces.built', type: 'area' },
      { key: 'groundArea', path: 'surfaces.ground', type: 'area' },
      { key: 'gardenArea', path: 'surfaces.garden', type: 'area' },
      { key: 'terraceArea', path: 'surfaces.terrace', type: 'area' },
      { key: 'officeArea', path: 'surfaces.office', type: 'area' },
      { key: 'storageArea', path: 'surfaces.storage', type: 'area' },
      { key: 'frontWidth', path: 'surfaces.frontWidth', type: 'number' },
      { key: 'plotWidth', path: 'surfaces.plotWidth', type: 'number' },
    ],
  },
  {
    key: 'rooms',
    fields: [
      { key: 'bedrooms', path: 'rooms.bedrooms', type: 'number' },
      { key: 'bathrooms', path: 'rooms.bathrooms', type: 'number' },
      { key: 'showerRooms', path: 'rooms.showerRooms', type: 'number' },
      { key: 'toilets', path: 'rooms.toilets', type: 'number' },
      { key: 'floors', path: 'rooms.floors', type: 'number' },
      { key: 'facades', path: 'rooms.facades', type: 'number' },
      { key: 'extraRoomsPossible', path: 'rooms.extraRoomsPossible', type: 'boolean' },
    ],
  },
  {
    key: 'parking',
    fields: [
      { key: 'garages', path: 'rooms.garages', type: 'number' },
      { key: 'parkingInside', path: 'rooms.parkingInside', type: 'number' },
      { key: 'parkingOutside', path: 'rooms.parkingOutside', type: 'number' },
    ],
  },
  {
    key: 'comfort',
    fields: [
      { key: 'garden', path: 'comfort.garden', type: 'boolean' },
      {
        key: 'gardenOrientation',
        path: 'gardenOrientation',
        type: 'option',
        values: 'orientation',
      },
      { key: 'terrace', path: 'comfort.terrace', type: 'boolean' },
      {
        key: 'terraceOrientation',
        path: 'terraceOrientation',
        type: 'option',
        values: 'orientation',
      },
      { key: 'garage', path: 'comfort.garage', type: 'boolean' },
      { key: 'lift', path: 'comfort.lift', type: 'boolean' },
      { key: 'cellar', path: 'comfort.cellar', type: 'boolean' },
      { key: 'attic', path: 'comfort.attic', type: 'boolean' },
      { key: 'furnished', path: 'comfort.furnished', type: 'boolean', when: forRent },
      { key: 'accessible', path: 'comfort.accessible', type: 'boolean' },
      { key: 'alarm', path: 'comfort.alarm', type: 'boolean' },
      { key: 'solarPanels', path: 'comfort.solarPanels', type: 'boolean' },
      { key: 'mainsGas', path: 'comfort.gas', type: 'boolean' },
      { key: 'water', path: 'comfort.water', type: 'boolean' },
      { key: 'heating', path: 'heating', type: 'option' },
      { key: 'glazing', path: 'glazing', type: 'option' },
      { key: 'windowFrames', path: 'windowFrames', type: 'option', values: 'windowFrames' },
      { key: 'kitchen', path: 'kitchen', type: 'option' },
      { key: 'floorCovering', path: 'floorCovering', type: 'options', values: 'floorCovering' },
      { key: 'roofType', path: 'roofType', type: 'option' },
      { key: 'roofMaterial', path: 'roofMaterial', type: 'option', values: 'roofMaterial' },
      { key: 'roofCondition', path: 'roofCondition', type: 'option' },
    ],
  },
  {
    key: 'certificates',
    fields: [
      { key: 'epcSpecific', path: 'epc.specific', type: 'number' },
      { key: 'epcTotal', path: 'epc.total', type: 'number' },
      { key: 'epcCo2', path: 'epc.co2', type: 'number' },
      { key: 'epcELevel', path: 'epc.eLevel', type: 'number' },
      { key: 'epcCertificateNumber', path: 'epc.certificateNumber', type: 'string' },
      { key: 'epcDate', path: 'epc.date', type: 'date' },
      { key: 'epcEndDate', path: 'epc.endDate', type: 'date' },
      { key: 'asbestos', path: 'asbestos.type', type: 'option' },
      { key: 'asbestosDate', path: 'asbestos.date', type: 'date' },
      { key: 'floodZone', path: 'flood.zone', type: 'option' },
      { key: 'floodPScore', path: 'flood.pScore', type: 'string' },
      { key: 'floodGScore', path: 'flood.gScore', type: 'string' },
      { key: 'riverbankZone', path: 'flood.riverbankZone', type: 'boolean' },
      { key: 'soil', path: 'soil.status', type: 'option' },
      { key: 'soilDate', path: 'soil.date', type: 'date' },
      { key: 'electricity', path: 'electricity.result', type: 'option' },
      { key: 'electricityDate', path: 'electricity.date', type: 'date' },
      { key: 'electricityEndDate', path: 'electricity.endDate', type: 'date' },
      { key: 'gas', path: 'gasCertificate.result', type: 'option' },
      { key: 'gasDate', path: 'gasCertificate.date', type: 'date' },
      { key: 'gasEndDate', path: 'gasCertificate.endDate', type: 'date' },
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
      { key: 'zoning', path: 'urbanism.zoning', type: 'option', values: 'zoning' },
      {
        key: 'electricityConnection',
        path: 'urbanism.electricityConnection',
        type: 'boolean',
      },
      { key: 'sewerConnection', path: 'urbanism.sewerConnection', type: 'boolean' },
      { key: 'planningInformation', path: 'urbanism.planningInformation', type: 'text' },
      { key: 'servitudes', path: 'urbanism.servitudes', type: 'text' },
    ],
  },
  {
    key: 'finance',
    fields: [
      {
        key: 'notaryFees',
        path: 'finance.notaryFees',
        type: 'price',
        when: forSale,
        withPrice: true,
      },
      {
        key: 'notaryFeesExVat',
        path: 'finance.notaryFeesExVat',
        type: 'price',
        when: forSale,
        withPrice: true,
      },
      {
        key: 'registrationRights',
        path: 'finance.registrationRights',
        type: 'price',
        when: forSale,
        withPrice: true,
      },
      { key: 'vatRegime', path: 'finance.vatRegime', type: 'boolean', when: forSale },
      { key: 'vatRate', path: 'finance.vatRate', type: 'percentage', when: forSale },
      {
        key: 'buildingVat',
        path: 'finance.buildingVat',
        type: 'price',
        when: forSale,
        withPrice: true,
      },
      {
        key: 'groundPart',
        path: 'finance.groundPart',
        type: 'price',
        when: forSale,
        withPrice: true,
      },
      {
        key: 'constructionCost',
        path: 'finance.constructionCost',
        type: 'price',
        when: forSale,
        withPrice: true,
      },
      {
        key: 'totalCost',
        path: 'finance.totalCost',
        type: 'price',
        when: forSale,
        withPrice: true,
      },
      { key: 'cadastralIncome', path: 'finance.cadastralIncome', type: 'price' },
      { key: 'propertyTax', path: 'finance.propertyTax', type: 'price' },
      { key: 'agencyCost', path: 'finance.agencyCost', type: 'price', withPrice: true },
      { key: 'deposit', path: 'finance.deposit', type: 'price', when: forRent, withPrice: true },
      { key: 'chargesTenant', path: 'finance.chargesTenant', type: 'price', when: forRent },
      { key: 'chargesOwner', path: 'finance.chargesOwner', type: 'price', when: forRent },
      { key: 'inventoryCost', path: 'finance.inventoryCost', type: 'price', when: forRent },
    ],
  },
  {
    key: 'annuity',
    fields: [
      { key: 'isAnnuity', path: 'annuity.isAnnuity', type: 'boolean', when: forSale },
      { key: 'bouquet', path: 'annuity.bouquet', type: 'price', when: forSale, withPrice: true },
      {
        key: 'monthlyAnnuity',
        path: 'annuity.monthlyAnnuity',
        type: 'price',
        when: forSale,
        withPrice: true,
      },
      { key: 'ageHead1', path: 'annuity.ageHead1', type: 'number', when: forSale },
      { key: 'ageHead2', path: 'annuity.ageHead2', type: 'number', when: forSale },
      { key: 'annuityConditions', path: 'annuity.conditions', type: 'text', when: forSale },
    ],
  },
  {
    key: 'surroundings',
    fields: [
      { key: 'neighbourhood', path: 'neighbourhood', type: 'string' },
      { key: 'pointsOfInterest', path: 'pointsOfInterest', type: 'text' },
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
  | { key: FieldLabelKey; value: string }
  | { key: FieldLabelKey; text: string }
  | { key: FieldLabelKey; option: string; values?: string }
  | { key: FieldLabelKey; options: string[]; values?: string }
  | { key: FieldLabelKey; yes: boolean }

export type ShownGroup = { key: GroupKey; fields: ShownField[] }

/**
 * The groups with only the fields that apply and have a value: an empty field is left out, so
 * the page never shows "null", "undefined" or an empty row. A group without fields is left out.
 * Where the price is hidden, so is every figure that tells it — whoever reads the record (field
 * access already withholds them from visitors; a previewing editor reads them).
 */
export const shownFieldGroups = (record: Record<string, unknown>, locale: Locale): ShownGroup[] =>
  fieldGroups
    .map((group) => ({
      key: group.key,
      fields: group.fields.flatMap((field): ShownField[] => {
        if (field.withPrice && record.publishPrice === false) return []
        if (field.when && !evaluateCondition(field.when, record)) return []
        const value = read(record, field.path)
        if (isEmpty(value)) return []
        switch (field.type) {
          case 'boolean':
            return value === true ? [{ key: field.key, yes: true }] : []
          case 'option':
            return [{ key: field.key, option: String(value), values: field.values }]
          case 'options':
            return Array.isArray(value) && value.length > 0
              ? [{ key: field.key, options: value.map(String), values: field.values }]
              : []
          case 'text':
            return typeof value === 'string' ? [{ key: field.key, text: value.trim() }] : []
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

/** The words the page puts on fields and values (the page passes its catalogue translators). */
export type FieldWords = {
  /** `PropertyFields.{key}`: a field's or a group's (`group_{key}`) label. */
  label: (key: FieldLabelKey) => string
  /** An option's word: `PropertyValues.{namespace}.{value}`, else `PropertyValues.{value}`. */
  option: (value: string, namespace?: string) => string
  /** A property type's name (`PropertyTypes.{value}`). */
  propertyType: (value: string) => string
}

export type FieldRow = { key: string; label: string; value: string; long: boolean }

export type LabelledGroup = { key: string; title: string; rows: FieldRow[] }

/** These groups with every label and value in words: what the detail page lists. */
export const labelFieldGroups = (groups: ShownGroup[], words: FieldWords): LabelledGroup[] =>
  groups.map((group) => ({
    key: group.key,
    title: words.label(`group_${group.key}`),
    rows: group.fields.map((field) => ({
      key: field.key,
      label: words.label(field.key),
      long: 'text' in field,
      value:
        'value' in field
          ? field.value
          : 'text' in field
            ? field.text
            : 'yes' in field
              ? words.label('yes')
              : 'options' in field
                ? field.options.map((value) => words.option(value, field.values)).join(', ')
                : field.key === 'propertyType'
                  ? words.propertyType(field.option)
                  : words.option(field.option, field.values),
    })),
  }))

/** The shown groups with every label and value in words: what the detail page lists. */
export const labelledFieldGroups = (
  record: Record<string, unknown>,
  locale: Locale,
  words: FieldWords,
): LabelledGroup[] => labelFieldGroups(shownFieldGroups(record, locale), words)

/**
 * A translator of one catalogue namespace whose message keys are `Key`, as next-intl's page
 * translators and use-intl's are; `has` takes any text, as it does at run time.
 */
type Translator<Key extends string> = { (key: Key): string; has(key: string): boolean }

/** Whether the translator's catalogue has `key`: a code read at run time becomes one of its keys. */
const isKeyOf = <Key extends string>(translator: Translator<Key>, key: string): key is Key =>
  translator.has(key)

/**
 * The page's words from the `PropertyFields`, `PropertyValues` and `PropertyTypes` translators:
 * an option by its field's sub-catalogue first (`orientation.south`), then the shared values,
 * else the stored code; an unknown property type is "other".
 */
export const fieldWords = <ValueKey extends string, TypeKey extends string>(translators: {
  fields: Translator<FieldLabelKey>
  values: Translator<ValueKey>
  types: Translator<TypeKey | 'other'>
}): FieldWords => ({
  label: (key) => translators.fields(key),
  option: (value, namespace) => {
    const nested = `${namespace}.${value}`
    if (namespace && isKeyOf(translators.values, nested)) return translators.values(nested)
    return isKeyOf(translators.values, value) ? translators.values(value) : value
  },
  propertyType: (value) =>
    isKeyOf(translators.types, value) ? translators.types(value) : translators.types('other'),
})
