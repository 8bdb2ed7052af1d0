// Field errors as the contract sends them: `{ field, message }`, the message already translated.
import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'

import { errorMessage } from './messages'

export type FieldError = { field: string; message: string }
/** A field error before translation: the message is a key of `Forms.errors`. */
export type FieldIssue = { field: string; key: string }

/** A refusal of the envelope or of a kind's rules: the contract's status; nothing is stored. */
export type Refusal =
  | { refused: 400 | 404 | 409; issues: FieldIssue[] }
  | { refused: 429; issues: FieldIssue[]; retryAfter: number }

export const refuse = (status: 400 | 404 | 409, field: string, key: string): Refusal => ({
  refused: status,
  issues: [{ field, key }],
})

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refused' in value

/** One issue per field (the first), in the order zod reports them; paths joined by dots. */
export const issuesFromZod = (error: z.ZodError): FieldIssue[] => {
  const seen = new Set<string>()
  const issues: FieldIssue[] = []
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body'
    if (seen.has(field)) continue
    seen.add(field)
    issues.push({ field, key: issue.message })
  }
  return issues
}

export const translateIssues = (issues: FieldIssue[], locale: Locale): FieldError[] =>
  issues.map(({ field, key }) => ({ field, message: errorMessage(key, locale) }))
