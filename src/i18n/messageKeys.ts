// Key types of the catalogues (src/i18n/messages.d.ts makes every translator check its keys
// against the Dutch catalogue), for the few places that pick a key at run time.
import type { MessageKeys, NestedKeyOf } from 'use-intl'

import type nl from './messages/nl.json'

export type Catalogue = typeof nl

type Forms = Catalogue['Forms']
export type FormUiKey = keyof Forms['ui']
export type FormErrorKey = keyof Forms['errors']
type Options = Forms['options']
/** The groups of choices (`goal`, `title` …), not the plain texts beside them (`choose`). */
export type FormOptionGroup = {
  [G in keyof Options]: Options[G] extends string ? never : G
}[keyof Options]
/** `options.goal.sale` …: a choice's label under the Forms namespace. */
export type FormOptionKey = {
  [G in FormOptionGroup]: `options.${G}.${keyof Options[G] & string}`
}[FormOptionGroup]

/**
 * The keys a translator of one namespace takes (`t.has(key)` checks a code at run time that the
 * type cannot promise: a property type or a value code from the CMS).
 */
export type KeyIn<N extends keyof Catalogue> = MessageKeys<Catalogue[N], NestedKeyOf<Catalogue[N]>>
