// Date fields whose order matters: an end date must come after its start date.
import type { DateField, PayloadRequest } from 'payload'

import { inLanguage, label, type AdminLabel } from './labels'

const endBeforeStart = label(
  'De einddatum moet na de begindatum liggen.',
  'La date de fin doit être postérieure à la date de début.',
  'The end date must be after the start date.',
  'Das Enddatum muss nach dem Startdatum liegen.',
)

const time = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const ms = new Date(value as string).getTime()
  return Number.isNaN(ms) ? null : ms
}

/** Validates that a date lies after the sibling date `startField` (when both are given). */
export const isAfterSibling =
  (startField: string) =>
  (value: unknown, { siblingData, req }: { siblingData: unknown; req: PayloadRequest }) => {
    const end = time(value)
    const start = time((siblingData as Record<string, unknown> | undefined)?.[startField])
    if (end === null || start === null || end > start) return true
    return inLanguage(endBeforeStart, req)
  }

/** A calendar date (no time of day). */
export const dayField = (
  name: string,
  fieldLabel: AdminLabel,
  options: { after?: string; localized?: false } = {},
): DateField => ({
  name,
  type: 'date',
  label: fieldLabel,
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
  ...(options.after ? { validate: isAfterSibling(options.after) as DateField['validate'] } : {}),
})
