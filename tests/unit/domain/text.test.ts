import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanDescription, isEmpty, limitText } from '@/lib/domain'

describe('isEmpty', () => {
  it.each([null, undefined, '', ' ', '\t\n '])('treats %j as empty', (value) => {
    expect(isEmpty(value)).toBe(true)
  })

  it.each([0, false, [], {}, 'a', ' x ', Number.NaN])('treats %j as a value', (value) => {
    expect(isEmpty(value)).toBe(false)
  })
})

describe('limitText', () => {
  it('keeps the first characters without an ellipsis', () => {
    expect(limitText('Prachtige villa', 9)).toBe('Prachtige')
  })

  it('returns a shorter text unchanged', () => {
    expect(limitText('Villa', 10)).toBe('Villa')
    expect(limitText('Villa', 5)).toBe('Villa')
  })

  it('never splits an emoji in two', () => {
    expect(limitText('🏠🏡🏘', 2)).toBe('🏠🏡')
  })

  it('gives an empty text for a negative or NaN length and rounds a fraction down', () => {
    expect(limitText('Villa', -1)).toBe('')
    expect(limitText('Villa', Number.NaN)).toBe('')
    expect(limitText('Villa', 2.9)).toBe('Vi')
  })
})

describe('cleanDescription', () => {
  it('strips nested tags and keeps words of separate blocks apart', () => {
    const html =
      '<div><p>Ruime <b>villa <i>met</i></b> tuin.</p><ul><li>3 slpk</li><li>garage</li></ul></div>'
    expect(cleanDescription(html)).toBe('Ruime villa met tuin. 3 slpk garage')
  })

  it('does not split a word wrapped in inline markup', () => {
    expect(cleanDescription('<strong>Ver</strong>kocht')).toBe('Verkocht')
  })

  it('turns line breaks into spaces', () => {
    expect(cleanDescription('Living<br>Keuken<br/>Tuin')).toBe('Living Keuken Tuin')
  })

  it('decodes named and numeric entities', () => {
    expect(
      cleanDescription(
        'Caf&eacute; &amp; tuin&nbsp;&#8364;&#x20AC; &euro; &quot;top&quot; &#39;x&#39;',
      ),
    ).toBe('Café & tuin €€ € "top" \'x\'')
  })

  it('collapses runs of whitespace and trims', () => {
    expect(cleanDescription('  \n<p>  Mooie \t\t woning </p>\n\n  ')).toBe('Mooie woning')
  })

  it('drops comments, scripts and styles with their content', () => {
    expect(cleanDescription('A<!-- note -->B <script>alert(1)</script><style>p{}</style>C')).toBe(
      'AB C',
    )
  })

  it('strips markup that only appears after decoding entities', () => {
    expect(cleanDescription('&lt;b&gt;Nieuw&lt;/b&gt;')).toBe('Nieuw')
  })

  it('writes a stray less-than sign as ‹ so the text never contains <', () => {
    expect(cleanDescription('Oppervlakte &lt; 100 m² en < 5 jaar')).toBe(
      'Oppervlakte ‹ 100 m² en ‹ 5 jaar',
    )
  })

  it('drops a tag cut off at the end of the input', () => {
    expect(cleanDescription('Mooie tuin <a href="https://exa')).toBe('Mooie tuin')
  })

  it('returns a text that fits the limit as is, without an ellipsis', () => {
    expect(cleanDescription('a'.repeat(250))).toBe('a'.repeat(250))
    expect(cleanDescription('abcde', 5)).toBe('abcde')
  })

  it('uses a default limit of 250 characters', () => {
    const result = cleanDescription('a'.repeat(300))
    expect(result).toBe(`${'a'.repeat(250)}…`)
  })

  it('cuts at the last space when it lies after 80 % of the limit', () => {
    // limit 10: 80 % is 8; the space at index 9 lies after it
    expect(cleanDescription('abcdefghi jklmnop', 10)).toBe('abcdefghi…')
  })

  it('cuts mid-word when the last space lies before 80 % of the limit', () => {
    expect(cleanDescription('abcdefg hijklmnop', 10)).toBe('abcdefg hi…')
  })

  it('treats a space exactly at 80 % of the limit as not after it', () => {
    expect(cleanDescription('abcdefgh ijklmnop', 10)).toBe('abcdefgh i…')
  })

  it('keeps the last word whole when the cut point falls on a space', () => {
    // the space at index 10 lies after 80 % (9.6), but the cut at 12 already ends a word
    expect(cleanDescription('abcdefghij k lm', 12)).toBe('abcdefghij k…')
  })

  it('trims the end before adding the ellipsis', () => {
    expect(cleanDescription('abcd efgh', 5)).toBe('abcd…')
  })

  it('counts the limit after cleaning, not on the raw HTML', () => {
    expect(cleanDescription('<p class="lead">Tuin</p>', 4)).toBe('Tuin')
  })

  it('never returns more than limit + 1 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.integer({ min: 0, max: 300 }),
        (html, limit) => {
          expect(Array.from(cleanDescription(html, limit)).length).toBeLessThanOrEqual(limit + 1)
        },
      ),
    )
  })

  it('never returns a text containing <', () => {
    const htmlish = fc.array(
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          '<',
          '>',
          '<p>',
          '</p>',
          '<b',
          '&lt;',
          '&#60;',
          '&#x3c;',
          '<!--',
          '-->',
          '<script>',
          '&',
        ),
      ),
      { maxLength: 40 },
    )
    fc.assert(
      fc.property(htmlish, fc.integer({ min: 0, max: 300 }), (parts, limit) => {
        expect(cleanDescription(parts.join(''), limit)).not.toContain('<')
      }),
    )
  })
})
