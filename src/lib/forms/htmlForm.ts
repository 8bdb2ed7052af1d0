// A form posted by a browser without JavaScript (application/x-www-form-urlencoded, or
// multipart/form-data without the `data` part the site's script sends): every value is a string,
// names are dotted paths (`signerA.firstName`, `children.0.age`) and a repeated name is a list.
// The form's own zod schema says what each field holds, so the values are turned into what the
// JSON clients send: numbers, booleans, lists, nested objects. The schema then validates as for
// any client; nothing here accepts what the schema would refuse.
import type { z } from 'zod'

type Entries = [name: string, value: string][]
type Shape =
  | { type: 'object'; shape: Record<string, z.ZodType> }
  | { type: 'array'; element: z.ZodType }
  | { type: 'number' | 'boolean' | 'string' | 'other' }

type Def = {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  values?: unknown[]
  options?: z.ZodType[]
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** What a schema holds, through optional/default/pipe wrappers. */
const shapeOf = (schema: z.ZodType): Shape => {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shapeOf(def.innerType as z.ZodType)
    case 'pipe':
      return shapeOf(def.in as z.ZodType)
    case 'object':
      return { type: 'object', shape: def.shape ?? {} }
    case 'array':
      return { type: 'array', element: def.element as z.ZodType }
    case 'number':
    case 'boolean':
      return { type: def.type }
    case 'literal': {
      const kinds = new Set((def.values ?? []).map((value) => typeof value))
      if (kinds.size === 1 && kinds.has('boolean')) return { type: 'boolean' }
      if (kinds.size === 1 && kinds.has('number')) return { type: 'number' }
      return { type: 'string' }
    }
    case 'string':
    case 'enum':
    case 'union':
      return { type: 'string' }
    default:
      return { type: 'other' }
  }
}

/** "Gent, 9000; Leuven" → ["Gent", "9000", "Leuven"]: one text box for a list (the zones). */
const splitList = (value: string) =>
  value
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)

const decodeScalar = (shape: Shape, value: string): unknown => {
  if (shape.type === 'number') {
    const trimmed = value.trim()
    if (trimmed === '') return undefined
    // A Belgian visitor may type a decimal comma; anything else unreadable stays a string
    // so that the schema refuses it with its own message.
    const number = Number(trimmed.replace(',', '.'))
    return Number.isFinite(number) ? number : trimmed
  }
  // A ticked checkbox sends its value ("on" without one); an unticked one sends nothing.
  if (shape.type === 'boolean') return value === 'false' || value === '' ? undefined : true
  return value
}

const decodeAt = (schema: z.ZodType, entries: Entries, prefix: string): unknown => {
  const shape = shapeOf(schema)
  if (shape.type === 'object') {
    const object: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(shape.shape)) {
      const value = decodeAt(field, entries, prefix ? `${prefix}.${key}` : key)
      if (value !== undefined) object[key] = value
    }
    // A group of fields left blank (buyer B of the offer) is a group not given.
    const given = Object.values(object).some((value) => value !== '' && value !== undefined)
    return prefix && !given ? undefined : object
  }
  if (shape.type === 'array') {
    const element = shapeOf(shape.element)
    if (element.type === 'object') {
      // children.0.age, children.1.age, …
      const indexes = new Set<number>()
      for (const [name] of entries) {
        const match =
          name.startsWith(`${prefix}.`) && /^(\d+)\./.exec(name.slice(prefix.length + 1))
        if (match) indexes.add(Number(match[1]))
      }
      const items = [...indexes]
        .sort((a, b) => a - b)
        .map((index) => decodeAt(shape.element, entries, `${prefix}.${index}`))
        .filter((item) => item !== undefined)
      return items.length ? items : undefined
    }
    const values = entries.filter(([name]) => name === prefix).map(([, value]) => value)
    if (!values.length) return undefined
    if (element.type !== 'string') {
      return values
        .map((value) => decodeScalar(element, value))
        .filter((value) => value !== undefined)
    }
    return values.flatMap(splitList)
  }
  const values = entries.filter(([name]) => name === prefix).map(([, value]) => value)
  if (!values.length) return undefined
  return decodeScalar(shape, values[values.length - 1])
}

/** The body of an HTML form post as the schema's JSON shape (see above). */
export const decodeHtmlForm = (schema: z.ZodType, entries: Entries): Record<string, unknown> =>
  (decodeAt(schema, entries, '') as Record<string, unknown> | undefined) ?? {}
