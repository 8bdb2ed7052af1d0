// Fields hidden from visitors by a flag (price by publishPrice, street by publishAddress) must not
// be learnable through queries either: a non-staff filter on such a field, a count by it or its
// distinct values only ever consider documents whose flag is on. (Sorting by such a field still
// orders by the real value; the value itself stays hidden.)
import type { CollectionBeforeOperationHook, Where } from 'payload'

import { isStaffUser } from '@/access/roles'

export type HiddenFieldRule = { paths: readonly string[]; flag: string }

const matches = (paths: readonly string[], key: string) =>
  paths.some((path) => key === path || key.startsWith(`${path}.`))

const mentions = (paths: readonly string[], where: unknown): boolean => {
  if (typeof where !== 'object' || where === null) return false
  return Object.entries(where).some(
    ([key, value]) =>
      matches(paths, key) ||
      (Array.isArray(value) ? value.some((item) => mentions(paths, item)) : mentions(paths, value)),
  )
}

// A document saved before the flag existed has it empty, and counts as published (field access).
const flagOn = (flag: string): Where => ({
  or: [{ [flag]: { equals: true } }, { [flag]: { exists: false } }],
})

const guarded = new Set(['read', 'count', 'readDistinct'])

export const guardHiddenQueries =
  (rules: readonly HiddenFieldRule[]): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if (!guarded.has(operation) || isStaffUser(req.user)) return args
    const { where, field } = args as { where?: Where; field?: string }
    const constraints = rules
      .filter(
        ({ paths }) =>
          mentions(paths, where) ||
          (operation === 'readDistinct' && typeof field === 'string' && matches(paths, field)),
      )
      .map(({ flag }) => flagOn(flag))
    if (constraints.length === 0) return args
    return { ...args, where: { and: [...(where ? [where] : []), ...constraints] } }
  }
