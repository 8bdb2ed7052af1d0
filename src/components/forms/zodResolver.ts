// react-hook-form resolver for the shared zod schemas (@hookform/resolvers is not installed):
// the first issue of each field, its message a key of the Forms.errors catalogue.
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'

export const zodResolver =
  <S extends z.ZodType<FieldValues, FieldValues>>(
    schema: S,
  ): Resolver<z.input<S>, unknown, z.output<S>> =>
  async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, unknown> = {}
    const seen = new Set<string>()
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.')
      if (!path || seen.has(path)) continue
      seen.add(path)
      set(errors, path, { type: issue.code, message: issue.message })
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> }
  }
