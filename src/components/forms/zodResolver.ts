// react-hook-form resolver for the shared zod schemas (@hookform/resolvers is not installed):
// the first issue of each field, its message a key of the Forms.errors catalogue.
// Given a loader (`() => import('…/schemas/contact').then((m) => m.contactSchema)`), zod and the
// schema are fetched at the first check (a field left, a submission), not with the page: zod is
// the largest part of a form's code, and a visitor reads the form before checking anything.
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import type { z } from 'zod'

export type SchemaSource<S> = S | (() => Promise<S>)

/** The schema of a source, loaded once. */
export const schemaLoader = <S>(source: SchemaSource<S>) => {
  if (typeof source !== 'function') return async () => source
  let loading: Promise<S> | undefined
  // A failed fetch (the network dropped) is tried again at the next check.
  return () =>
    (loading ??= (source as () => Promise<S>)().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}

/**
 * `V`, the form's values, defaults to the schema's input; a form whose fields may stand empty
 * where the schema wants a value (a row added by a button) names its own: the schema checks
 * whatever it is given.
 */
export const zodResolver = <
  S extends z.ZodType<FieldValues, FieldValues>,
  V extends FieldValues = z.input<S>,
>(
  source: SchemaSource<S>,
): Resolver<NoInfer<V>, unknown, z.output<S>> => {
  const load = schemaLoader(source)
  return async (values) => {
    const schema = await load()
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
    return { values: {}, errors: errors as FieldErrors<V> }
  }
}
