// The body as the forms store it: cleaned of invisible characters, without the envelope, files
// as their name, size and type, the phone number formatted.
import { formatPhone } from '@/lib/domain'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// C0 control characters other than tab and line breaks, and DEL: invisible in every mail and
// screen, and NUL is refused by PostgreSQL (a visitor's text must never turn into a 500).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** The body with control characters removed from every string, at any depth. */
export const withoutControlCharacters = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replace(CONTROL_CHARACTERS, '')
  if (Array.isArray(value)) return value.map(withoutControlCharacters)
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, withoutControlCharacters(entry)]),
    )
  }
  return value
}

/** What is stored as the submission's content: the form's fields, without the envelope. */
export const storedContent = (
  values: Record<string, unknown>,
  envelope: ReadonlySet<string>,
): Record<string, unknown> => {
  const content: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (envelope.has(key) || value === undefined) continue
    content[key] =
      isPlainObject(value) && 'size' in value && 'name' in value
        ? { name: value.name, size: value.size, type: value.type }
        : value
  }
  if (typeof content.phone === 'string') content.phone = formatPhone(content.phone)
  return content
}

/** The visitor's name: a testimonial's `name`, an offer's first signer, else first and last name. */
export const displayName = (values: Record<string, unknown>): string => {
  if (typeof values.name === 'string') return values.name
  const signer = isPlainObject(values.signerA) ? values.signerA : values
  const parts = [signer.firstName, signer.lastName].filter(
    (part) => typeof part === 'string' && part,
  )
  return parts.length ? parts.join(' ') : String(values.email ?? '')
}

/** A stored file's name: no path, no odd characters, at most 100 characters. */
export const safeFileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100) || 'file'
