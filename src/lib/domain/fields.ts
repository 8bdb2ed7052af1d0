// Display of a property's labelled fields and the rules that decide whether a field is shown.
import { formatNumber, formatPrice } from './money'
import { isEmpty } from './text'
import type { Locale } from './types'

export type FieldType = 'string' | 'number' | 'price' | 'address' | 'date' | 'array' | 'percentage'

export type AddressValue = {
  Street?: string | null
  HouseNumber?: string | number | null
  BoxNr?: string | number | null
  Zip?: string | number | null
  City?: string | null
}

type CamelAddress = {
  street?: string | null
  houseNumber?: string | number | null
  boxNr?: string | number | null
  zip?: string | number | null
  city?: string | null
}

const BOX_WORD: Record<Locale, string> = { nl: 'bus', fr: 'bte', en: 'box', de: 'Bfk' }

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).trim()

function formatAddress(value: unknown, locale: Locale): string | null {
  if (typeof value === 'string') return value.trim() // not blank: the caller checked isEmpty
  if (typeof value !== 'object' || value === null) return null
  // The spec's display data spells the keys in PascalCase; our collections in camelCase.
  const parts = value as AddressValue & CamelAddress
  const Street = parts.Street ?? parts.street
  const HouseNumber = parts.HouseNumber ?? parts.houseNumber
  const BoxNr = parts.BoxNr ?? parts.boxNr
  const Zip = parts.Zip ?? parts.zip
  const City = parts.City ?? parts.city
  const box = text(BoxNr) ? `${BOX_WORD[locale]} ${text(BoxNr)}` : ''
  const street = [text(Street), text(HouseNumber), box].filter(Boolean).join(' ')
  const place = [text(Zip), text(City)].filter(Boolean).join(' ')
  return [street, place].filter(Boolean).join(', ') || null
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const belgianDate = new Intl.DateTimeFormat('nl-BE', {
  timeZone: 'Europe/Brussels',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

function formatDate(value: unknown): string | null {
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim())
    if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`
  }
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number')
    return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : belgianDate.format(date)
}

/**
 * A field's value as displayed, or null when there is nothing to display.
 *
 * Decisions:
 * - Empty is null, undefined, a blank string, an empty array, and a value the type cannot
 *   show (a price or number that is not numeric, an invalid date): a field list hides such a field
 *   instead of printing "NaN".
 * - number and percentage use Dutch-Belgian grouping with up to two decimals in every language
 *   (`1.234,5`, `21,5%`); a percentage is stored as percent (21 → `21%`, not 0.21).
 * - A date-only string (`2024-03-05`) is that calendar day; a timestamp is shown as the day it
 *   is in Belgium (Europe/Brussels).
 * - An address may be an object (Street, HouseNumber, BoxNr, Zip, City, or the same keys in
 *   camelCase; missing parts are left out
 *   with their separators) or an already formatted string.
 * - string and array items are trimmed; empty array items are left out.
 */
export function formatFieldValue(value: unknown, type: FieldType, locale: Locale): string | null {
  if (isEmpty(value)) return null
  switch (type) {
    case 'number': {
      const n = toNumber(value)
      return n === null ? null : formatNumber(n)
    }
    case 'percentage': {
      const n = toNumber(value)
      return n === null ? null : `${formatNumber(n)}%`
    }
    case 'price': {
      const n = toNumber(value)
      return n === null ? null : formatPrice(n)
    }
    case 'date':
      return formatDate(value)
    case 'address':
      return formatAddress(value, locale)
    case 'array': {
      const items = Array.isArray(value) ? value : [value]
      return items.map(text).filter(Boolean).join(', ') || null
    }
    case 'string':
      return text(value) || null
    default:
      return null // a type added to the content model before it is handled here
  }
}

export type ConditionLogic =
  'equals' | 'notEquals' | 'greaterThan' | 'lessThan' | 'isEmpty' | 'isNotEmpty' | 'contains'

export type ConditionRule = {
  field: string
  logic: ConditionLogic
  compareWithField?: string | null
  compareWithValue?: unknown
  advancedCondition?: readonly ConditionRule[] | null
}

/** A record's value by field name; a dotted name reads a nested value ("Energy.Label"). */
function read(record: Record<string, unknown>, field: string): unknown {
  if (field in record) return record[field]
  let current: unknown = record
  for (const key of field.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

const blank = (value: unknown) => isEmpty(value) || (Array.isArray(value) && value.length === 0)

function same(left: unknown, right: unknown): boolean {
  const a = toNumber(left)
  const b = toNumber(right)
  if (a !== null && b !== null) return a === b
  if (blank(left) && blank(right)) return true
  return text(left) === text(right)
}

/**
 * Whether a field's display condition holds for a record.
 *
 * Decisions:
 * - Values entered in the admin are text, feed values are numbers: two numeric values compare
 *   as numbers ("3" equals 3), other values as trimmed text; two empty values are equal.
 * - greaterThan and lessThan hold only when both sides are numeric.
 * - isEmpty also holds for an empty list (a multi-select with nothing chosen).
 * - contains: in a list, an item equal to the value; in a text, the value as a substring without
 *   regard to case; an empty value is contained in nothing.
 * - An unknown logic never holds.
 */
export function evaluateCondition(rule: ConditionRule, record: Record<string, unknown>): boolean {
  const left = read(record, rule.field)
  const right = rule.compareWithField ? read(record, rule.compareWithField) : rule.compareWithValue
  if (!holds(rule.logic, left, right)) return false
  return (rule.advancedCondition ?? []).every((further) => evaluateCondition(further, record))
}

function holds(logic: ConditionLogic, left: unknown, right: unknown): boolean {
  switch (logic) {
    case 'equals':
      return same(left, right)
    case 'notEquals':
      return !same(left, right)
    case 'greaterThan':
    case 'lessThan': {
      const a = toNumber(left)
      const b = toNumber(right)
      if (a === null || b === null) return false
      return logic === 'greaterThan' ? a > b : a < b
    }
    case 'isEmpty':
      return blank(left)
    case 'isNotEmpty':
      return !blank(left)
    case 'contains': {
      if (blank(right)) return false
      if (Array.isArray(left)) return left.some((item) => same(item, right))
      if (blank(left)) return false
      return text(left).toLowerCase().includes(text(right).toLowerCase())
    }
    default:
      return false
  }
}
