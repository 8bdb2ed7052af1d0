// Key types of the catalogues (src/i18n/messages.d.ts makes every translator check its keys
// against the Dutch catalogue), for the few places that pick a key at run time.
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
 * Whether the translator has a message for a key picked at run time (a code from the database),
 * narrowing the key to the translator's keys. next-intl's `has` is that run-time check and takes
 * any string, but its type only accepts keys already known.
 */
export const hasMessage = <K extends string>(
  t: { has: (key: K) => boolean },
  key: string,
): key is K => t.has(key as K)
