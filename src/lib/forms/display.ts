// How a submission reads for people: every field a visitor sent as a labelled, formatted value in
// one language. The one formatter of the admin's submission view, the CSV export and the mails.
import type { Locale } from '@/i18n/locales'
import { formatFieldValue, formatNumber, formatPrice } from '@/lib/domain'
import { labelled } from '@/lib/mail/templates'

import type { FormKind } from '@/lib/site/formKinds'

import { catalogues } from '@/i18n/server'

import { formsTranslator } from './messages'

export type DisplayLine = {
  /** The field's path in the content (`signerA.firstName`): a stable key, e.g. a CSV column. */
  field: string
  label: string
  value: string
}

/** Amounts in euro. */
const priceFields = new Set(['amount', 'minPrice', 'maxPrice', 'income1', 'income2'])
/** Calendar days (`YYYY-MM-DD`). */
const dateFields = new Set(['startDate', 'endDate', 'signingDate', 'movingDate'])
/**
 * What the form is about: shown as the property, project or slot itself (reference, title,
 * link, time) by the caller, never as a bare id ("Pand: 1").
 */
export const aboutFields = new Set(['propertyId', 'projectId', 'slotId'])
/** Choices whose stored value is a code: the catalogue option list that names them. */
const optionLists: Record<string, string> = {
  title: 'title',
  goal: 'goal',
  propertyType: 'propertyType',
  types: 'searchType',
  frequency: 'frequency',
  contactSlots: 'contactSlots',
  contactDevice: 'contactDevice',
}

/**
 * Choices that read differently per form: the demand register's goal is what the visitor wants
 * to do (buy, rent), the valuation's what the owner wants to do (sell, let).
 */
const kindOptionLists: Partial<Record<FormKind, Record<string, string>>> = {
  'demand-register': { goal: 'searchGoal' },
  valuation: { goal: 'ownerGoal' },
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isFileValue = (value: unknown): value is { name?: unknown; size?: unknown } =>
  isPlainObject(value) && 'name' in value && 'size' in value

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** The label of a field in `locale`; an unknown field keeps its name rather than vanish. */
export const fieldLabel = (field: string, locale: Locale): string =>
  (catalogues[locale].Forms.labels as Record<string, string>)[field] ?? field

const optionLabel = (field: string, value: string, locale: Locale, kind?: FormKind): string => {
  const list = (kind && kindOptionLists[kind]?.[field]) || optionLists[field]
  const options = catalogues[locale].Forms.options as unknown as Record<
    string,
    Record<string, string>
  >
  return (list && options[list]?.[value]) || value
}

/**
 * A country as typed, or named in `locale` when it was sent as a two-letter code (browsers fill
 * "BE" for "België"): "Land: België", "Pays : Belgique", never "BE".
 */
export const countryName = (value: string, locale: Locale): string => {
  const text = value.trim()
  if (!/^[a-z]{2}$/i.test(text)) return text
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(text.toUpperCase()) ?? text
  } catch {
    return text
  }
}

/** One value of `field` as text; lists and small objects included, never JSON. */
export const formatSubmissionValue = (
  field: string,
  value: unknown,
  locale: Locale,
  kind?: FormKind,
): string => {
  const t = formsTranslator(locale)
  if (isBlank(value)) return ''
  if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no')
  if (priceFields.has(field) && (typeof value === 'number' || typeof value === 'string')) {
    const price = formatPrice(value)
    return price === 'NaN' ? String(value) : price
  }
  if (dateFields.has(field)) return formatFieldValue(value, 'date', locale) ?? String(value)
  if (field === 'areas' && Array.isArray(value))
    return t('values.mapAreas', { count: value.length })
  if (field === 'children' && Array.isArray(value)) {
    return value
      .map((child) => (isPlainObject(child) ? child.age : child))
      .filter((age) => typeof age === 'number')
      .map((age) => t('values.age', { age: age as number }))
      .join(', ')
  }
  if (field === 'totalAtSigning' && isPlainObject(value) && typeof value.total === 'number') {
    return formatPrice(value.total)
  }
  if (field === 'country' && typeof value === 'string') return countryName(value, locale)
  if (isFileValue(value)) return String(value.name ?? '')
  if (Array.isArray(value)) {
    const objects = value.some(isPlainObject)
    return value
      .map((item) => formatSubmissionValue(field, item, locale, kind))
      .filter(Boolean)
      .join(objects ? '; ' : ', ')
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value).filter(([, item]) => !isBlank(item))
    if (entries.length === 1)
      return formatSubmissionValue(entries[0][0], entries[0][1], locale, kind)
    return entries
      .map(([key, item]) =>
        labelled(locale, fieldLabel(key, locale), formatSubmissionValue(key, item, locale, kind)),
      )
      .join(', ')
  }
  if (typeof value === 'number') return formatNumber(value)
  if (typeof value === 'string') return optionLabel(field, value, locale, kind)
  return String(value)
}

/**
 * The content of a submission as labelled lines in `locale`, in the order the form asks for
 * them. A group of fields (a signer of an offer) is flattened with its label in front
 * ("Koper A – Voornaam"); what the form is about (property, project, slot) is left to the
 * caller, which shows it by reference and title rather than by id. With the form's `kind`, a
 * choice reads as that form asks it (the demand register's goal "Kopen", not "Kopen / verkopen").
 */
export const submissionLines = (
  content: Record<string, unknown> | null | undefined,
  locale: Locale,
  {
    kind,
    prefix = null,
  }: { kind?: FormKind; prefix?: { field: string; label: string } | null } = {},
): DisplayLine[] => {
  const lines: DisplayLine[] = []
  if (!isPlainObject(content)) return lines
  for (const [field, value] of Object.entries(content)) {
    if (isBlank(value) || (!prefix && aboutFields.has(field))) continue
    const path = prefix ? `${prefix.field}.${field}` : field
    const label = prefix
      ? `${prefix.label} – ${fieldLabel(field, locale)}`
      : fieldLabel(field, locale)
    if (isPlainObject(value) && !isFileValue(value) && field !== 'totalAtSigning') {
      lines.push(...submissionLines(value, locale, { kind, prefix: { field: path, label } }))
      continue
    }
    const text = formatSubmissionValue(field, value, locale, kind)
    if (text) lines.push({ field: path, label, value: text })
  }
  return lines
}

/** A property as people name it: "REF-12 – Villa in Gent" (the title alone without reference). */
export const propertyName = (property: { reference?: unknown; title?: unknown }): string =>
  [property.reference, property.title]
    .filter((part): part is string | number => !isBlank(part) && typeof part !== 'object')
    .map(String)
    .join(' – ')
