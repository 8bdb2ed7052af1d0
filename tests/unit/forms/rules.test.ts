import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { formKinds } from '@/lib/site/formKinds'
import { thankYouPath } from '@/lib/site/paths'
import { formRules } from '@/lib/forms/rules'
import { formSchemas } from '@/lib/forms/schemas'

describe('the table of the form kinds', () => {
  it.each(formKinds)('holds the rules of %s under its own name, with the shared schema', (kind) => {
    const rules = formRules[kind]
    expect(rules.kind).toBe(kind)
    // The browser validates with the same schema (decisions.md §5).
    expect(rules.schema).toBe(formSchemas[kind])
  })

  it.each(formKinds)('sends %s to its thank-you page in every language', (kind) => {
    for (const locale of locales) {
      expect(formRules[kind].thankYou(locale)).toBe(thankYouPath(locale, kind))
    }
  })

  it('holds no kind that the public list of forms lacks', () => {
    expect(Object.keys(formRules).sort()).toEqual([...formKinds].sort())
  })
})
