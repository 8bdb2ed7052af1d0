// Which form texts are still to translate: a text an editor wrote in one language and left empty
// in another. Visitors of that other language read the interface's default text meanwhile.
import { locales, type Locale } from '@/i18n/locales'

import { formKinds, type FormKind } from '@/lib/site/formKinds'

export const formTextKeys = ['successText', 'errorText', 'thankYouText'] as const
export type FormTextKey = (typeof formTextKeys)[number]

/** Group name of a kind in the form-texts global (field names cannot hold hyphens). */
export const formTextsGroup = (kind: FormKind) =>
  kind.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

export type Untranslated = { kind: FormKind; text: FormTextKey; missing: Locale[] }

/** From the global read with `locale: 'all'`: every text set somewhere and missing elsewhere. */
export const untranslatedFormTexts = (global: Record<string, unknown> | null): Untranslated[] => {
  const result: Untranslated[] = []
  for (const kind of formKinds) {
    const group = global?.[formTextsGroup(kind)] as Record<string, unknown> | undefined
    for (const text of formTextKeys) {
      const values = (group?.[text] ?? {}) as Partial<Record<Locale, unknown>>
      if (typeof values !== 'object' || !locales.some((code) => filled(values[code]))) continue
      const missing = locales.filter((code) => !filled(values[code]))
      if (missing.length) result.push({ kind, text, missing })
    }
  }
  return result
}
