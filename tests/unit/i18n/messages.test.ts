// nl is the source catalogue; a key missing or empty in any language fails here, not at runtime.
import { describe, expect, it } from 'vitest'

import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'

type Catalogue = { [key: string]: string | Catalogue }

const flatten = (catalogue: Catalogue, prefix = ''): Record<string, string> =>
  Object.entries(catalogue).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string'
      ? { ...all, [path]: value }
      : { ...all, ...flatten(value, path) }
  }, {})

/** ICU argument names used by a message: {name}, {count, plural, …}. */
const argumentsOf = (message: string) =>
  [...message.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((match) => match[1]).sort()

const source = flatten(nl)
const translations = { fr: flatten(fr), en: flatten(en), de: flatten(de) }

describe('message catalogues', () => {
  it.each(Object.entries(translations))('%s has exactly the keys of nl', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort())
  })

  it.each(Object.entries({ nl: source, ...translations }))(
    '%s has no empty message',
    (_locale, messages) => {
      const empty = Object.entries(messages).filter(([, value]) => value.trim() === '')
      expect(empty).toEqual([])
    },
  )

  it.each(Object.entries(translations))(
    '%s uses the same placeholders as nl in every message',
    (_locale, messages) => {
      const mismatched = Object.keys(source).filter(
        (key) =>
          key in messages && argumentsOf(messages[key]).join() !== argumentsOf(source[key]).join(),
      )
      expect(mismatched).toEqual([])
    },
  )

  it('tells the English visitor the contract’s 404 text', () => {
    expect(translations.en['NotFound.title']).toBe('Oops, this page no longer exists')
    expect(source['PropertyList.noResults']).toBe(
      'Er zijn geen resultaten gevonden voor uw zoekopdracht',
    )
  })
})

describe('the deontology code link of the footer', () => {
  it.each([
    ['nl', nl],
    ['fr', fr],
    ['en', en],
    ['de', de],
  ] as const)('leads a %s reader to the code itself, not to the institute’s home page', (_, m) => {
    const url = new URL(m.Layout.deontologyUrl)
    expect(['www.biv.be', 'www.ipi.be']).toContain(url.host)
    expect(url.pathname.replace(/\/$/, '')).not.toBe('')
  })

  it('is the French page of the IPI for a French reader', () => {
    expect(new URL(fr.Layout.deontologyUrl).host).toBe('www.ipi.be')
  })
})

describe('one register', () => {
  // The site speaks to the visitor formally everywhere: "u" in Dutch, "Sie" in German; a text
  // in "je" or "du" reads as another site (the favourites box once did).
  it.each([
    ['nl', nl, /\b(je|jij|jou|jouw)\b/i],
    ['de', de, /\b(du|dich|dir|dein\w*)\b/i],
  ] as const)('in %s never says "je" or "du"', (_, catalogue, informal) => {
    const texts = flatten(catalogue as Catalogue)
    expect(Object.entries(texts).filter(([, text]) => informal.test(text))).toEqual([])
  })
})
