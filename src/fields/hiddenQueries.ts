// A value hidden from visitors per document (a price by `publishPrice`, the street and the exact
// coordinates by `publishAddress`) must not be learnable through queries either. Payload checks
// field read access on `where` and `sort` paths without a document, so access that depends on the
// document lets every such query through: a binary search on `latitude` or `startPrice` would
// recover the hidden value, and a sort by a hidden price would place it between public ones.
//
// A field declares once, with `hiddenUnless(rule)`, under which flag its value is public. For
// every collection (collections/index.ts applies `guardHiddenQueries` to all of them), queries
// that do not override access and are not made by staff are then rewritten:
// - a `where` condition on such a field (at any depth of and/or, through groups, arrays, tabs and
//   relationships) only considers documents whose flag is on, so the answer is the same whatever
//   the hidden values are; `exists` stays as it is where the field says existence is public;
// - `findDistinct` on such a field only lists values of documents whose flag is on;
// - a sort by such a field uses the field's public sort column (`publicSort`, e.g. `listedPrice`,
//   empty where the price is hidden) or is refused with a 400 when it has none.
import type {
  CollectionBeforeOperationHook,
  CollectionConfig,
  FlattenedField,
  Payload,
  Sort,
  Where,
} from 'payload'
import { QueryError } from 'payload'

import { isStaffUser } from '@/access/roles'

export type HiddenUnless = {
  /** The checkbox (a document path) that makes the value public; empty counts as on. */
  flag: string
  /** A field with the value where it is public and nothing where not, to sort by instead. */
  publicSort?: string
  /** Whether a value exists is public (the value is blurred, not withheld). */
  existsIsPublic?: boolean
}

/** Marks a field whose value is public only when `rule.flag` is on (spread into the field). */
export const hiddenUnless = (rule: HiddenUnless) => ({ custom: { hiddenUnless: rule } })

type Match = { rule: HiddenUnless; flagPath: string }

const ruleOf = (field: FlattenedField): HiddenUnless | undefined =>
  (field.custom as { hiddenUnless?: HiddenUnless } | undefined)?.hiddenUnless

/**
 * The hidden-value rule a query path runs into, with the flag's path as seen from the queried
 * collection (`project.publishAddress` for `project.latitude`), or undefined.
 */
export const findHiddenRule = (
  payload: Payload,
  fields: FlattenedField[],
  path: string,
): Match | undefined => {
  const segments = path.split('.')
  let current = fields
  let prefix = ''
  for (let index = 0; index < segments.length; index++) {
    const field = current.find((candidate) => candidate.name === segments[index])
    if (!field) return undefined
    const rule = ruleOf(field)
    if (rule) return { rule, flagPath: `${prefix}${rule.flag}` }
    const rest = segments.length - index - 1
    if (rest === 0) return undefined
    if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) {
      // A group, named tab or array: its fields follow in the path, within the same document.
      current = field.flattenedFields
      continue
    }
    if (
      (field.type === 'relationship' || field.type === 'upload') &&
      typeof field.relationTo === 'string'
    ) {
      // Into the related collection: its flags are paths below this relationship.
      const related = payload.collections[field.relationTo]?.config
      if (!related) return undefined
      current = related.flattenedFields
      prefix = `${prefix}${segments.slice(0, index + 1).join('.')}.`
      continue
    }
    return undefined
  }
  return undefined
}

// A document saved before the flag existed has it empty, and counts as public (field access).
const flagOn = (flag: string): Where => ({
  or: [{ [flag]: { equals: true } }, { [flag]: { exists: false } }],
})

const onlyExists = (condition: unknown) =>
  typeof condition === 'object' &&
  condition !== null &&
  Object.keys(condition).length > 0 &&
  Object.keys(condition).every((operator) => operator === 'exists')

/** The `where` with every condition on a hidden value limited to documents where it is public. */
export const guardWhere = (
  where: Where,
  resolve: (path: string) => Match | undefined,
  depth = 0,
): Where => {
  // Deeper than any real query (Payload's own query parser would refuse it long before).
  if (depth > 64) throw new QueryError([{ path: 'where' }])
  const result: Where = {}
  const guarded: Where[] = []
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      result[key] = value.map((item) =>
        typeof item === 'object' && item !== null
          ? guardWhere(item as Where, resolve, depth + 1)
          : item,
      ) as Where[]
      continue
    }
    const match = resolve(key)
    if (!match || (match.rule.existsIsPublic && onlyExists(value))) {
      result[key] = value
      continue
    }
    guarded.push({ and: [{ [key]: value } as Where, flagOn(match.flagPath)] })
  }
  if (guarded.length === 0) return result
  const existing = Array.isArray(result.and) ? result.and : []
  return { ...result, and: [...existing, ...guarded] }
}

/** The sort with hidden values replaced by their public column; a 400 where there is none. */
export const guardSort = (sort: Sort, resolve: (path: string) => Match | undefined): Sort => {
  const keys = Array.isArray(sort) ? sort : String(sort).split(',')
  const refused: { path: string }[] = []
  const guarded = keys.map((key) => {
    const trimmed = key.trim()
    const descending = trimmed.startsWith('-')
    const path = descending ? trimmed.slice(1) : trimmed
    const match = resolve(path.replace(/__/g, '.'))
    if (!match) return trimmed
    if (!match.rule.publicSort) {
      refused.push({ path })
      return trimmed
    }
    // The public column sits beside the flag (in a related document, below the relationship).
    const base = match.flagPath.slice(0, Math.max(0, match.flagPath.lastIndexOf('.')))
    const column = base ? `${base}.${match.rule.publicSort}` : match.rule.publicSort
    return `${descending ? '-' : ''}${column}`
  })
  if (refused.length) throw new QueryError(refused)
  return Array.isArray(sort) ? guarded : guarded.join(',')
}

const guardedOperations = new Set(['read', 'count', 'readDistinct'])

export const guardHiddenQueriesHook: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
  req,
}) => {
  if (!guardedOperations.has(operation)) return args
  const query = args as {
    where?: Where
    sort?: Sort
    field?: string
    overrideAccess?: boolean
  }
  if (query.overrideAccess === true || isStaffUser(req.user)) return args
  const resolve = (path: string) => findHiddenRule(req.payload, collection.flattenedFields, path)
  let where = query.where ? guardWhere(query.where, resolve) : undefined
  if (operation === 'readDistinct' && typeof query.field === 'string') {
    const match = resolve(query.field)
    if (match) where = { and: [...(where ? [where] : []), flagOn(match.flagPath)] }
  }
  const sort = query.sort ? guardSort(query.sort, resolve) : query.sort
  return {
    ...args,
    ...(where ? { where } : {}),
    ...(query.sort ? { sort } : {}),
  } as typeof args
}

/** Adds the query guard to a collection (every collection gets it: collections/index.ts). */
export const guardHiddenQueries = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [...(collection.hooks?.beforeOperation ?? []), guardHiddenQueriesHook],
  },
})
