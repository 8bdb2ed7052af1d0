import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slugifyPath } from '@/lib/domain'

describe('slugifyPath', () => {
  it('joins slugified names between slashes', () => {
    expect(slugifyPath('Vraag & Antwoord', 'Huren')).toBe('/vraag-antwoord/huren/')
  })

  it('strips accents', () => {
    expect(slugifyPath('Château à Liège', 'Crème brûlée', 'Über uns')).toBe(
      '/chateau-a-liege/creme-brulee/uber-uns/',
    )
  })

  it('spells out letters that have no accent to strip', () => {
    expect(slugifyPath('Straße', 'Œuvre', 'Æbleskiver', 'Øresund', 'Łódź')).toBe(
      '/strasse/oeuvre/aebleskiver/oresund/lodz/',
    )
  })

  it('removes punctuation', () => {
    expect(slugifyPath("L'immo: Gent, Brugge & co. (2024)!")).toBe('/limmo-gent-brugge-co-2024/')
  })

  it('makes one hyphen of runs of whitespace and hyphens', () => {
    expect(slugifyPath('  Gent \t -  Centrum  ')).toBe('/gent-centrum/')
  })

  it('keeps hyphens inside a name', () => {
    expect(slugifyPath('Kapelle-op-den-Bos')).toBe('/kapelle-op-den-bos/')
  })

  it('separates words at a slash or underscore', () => {
    expect(slugifyPath('Aankoop/Verkoop', 'huis_en_tuin')).toBe('/aankoop-verkoop/huis-en-tuin/')
  })

  it('leaves out names that slugify to nothing', () => {
    expect(slugifyPath('Nieuws', '!!!', '', 'Москва')).toBe('/nieuws/')
  })

  it('gives the root path without names', () => {
    expect(slugifyPath()).toBe('/')
  })

  it('always gives lower-case segments between slashes', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 5 }), (names) => {
        expect(slugifyPath(...names)).toMatch(/^\/([a-z0-9-]+\/)*$/)
      }),
    )
  })

  it('gives one segment per name with a letter or digit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 &'.-]*$/), { maxLength: 5 }),
        (names) => {
          expect(
            slugifyPath(...names)
              .split('/')
              .filter(Boolean),
          ).toHaveLength(names.length)
        },
      ),
    )
  })
})
