// Which step of a multi-step form holds the first error, and which field to focus there: a
// submission refused for a field of an earlier step (by the server, or by a rule only the whole
// form checks) sends the visitor back to it.

type Errors = Record<string, unknown>

const lookup = (errors: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      errors,
    )

const isLeaf = (error: object) => 'message' in error || 'type' in error

/** The dotted path of the first error at or under `path` (`signerA` → `signerA.firstName`). */
const firstLeaf = (error: unknown, path: string): string | null => {
  if (!error || typeof error !== 'object') return null
  if (isLeaf(error)) return path
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'root') continue
    const found = firstLeaf(value, `${path}.${key}`)
    if (found) return found
  }
  return null
}

/** The first step (and its first field in the step's order) that has an error, or null. */
export const firstStepError = (
  steps: readonly (readonly string[])[],
  errors: Errors,
): { step: number; field: string } | null => {
  for (const [step, fields] of steps.entries()) {
    for (const name of fields) {
      const field = firstLeaf(lookup(errors, name), name)
      if (field) return { step, field }
    }
  }
  return null
}
