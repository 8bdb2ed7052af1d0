// A resolver for a multi-step form whose steps have rules of their own ("at least one zone",
// "end after start"): zod skips an object's refinements while any field is missing or wrong, and
// the fields of a later step are still empty while an earlier step is checked. So parts of the
// form with their rules are also checked on their own, and their errors added to the whole form's.
// Like zodResolver, it takes loaders: zod and the schemas come at the first check.
import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { schemaLoader, zodResolver, type SchemaSource } from './zodResolver'

export const zodPartsResolver = <S extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<S>,
  parts: SchemaSource<readonly z.ZodType[]>,
): Resolver<z.input<S>, unknown, z.output<S>> => {
  const whole = zodResolver(schema)
  const loadParts = schemaLoader(parts)
  return async (values, context, options) => {
    const result = await whole(values, context, options)
    // The whole form is valid only when its rules ran and held: the parts have nothing to add.
    if (!Object.keys(result.errors).length) return result
    const errors: Record<string, unknown> = { ...result.errors }
    for (const part of await loadParts()) {
      const parsed = await part.safeParseAsync(values)
      if (parsed.success) continue
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.')
        if (path && !get(errors, path))
          set(errors, path, { type: issue.code, message: issue.message })
      }
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> }
  }
}
