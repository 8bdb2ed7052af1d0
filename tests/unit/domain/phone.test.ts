import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPhone } from '@/lib/domain'

describe('formatPhone', () => {
  it('groups a 10-digit mobile number 4-2-2-2', () => {
    expect(formatPhone('0475123456')).toBe('0475 12 34 56')
  })

  it('groups a 9-digit fixed-line number 3-2-2-2', () => {
    expect(formatPhone('050/12.34.56')).toBe('050 12 34 56')
  })

  it.each([
    ['0475 12 34 56', '0475 12 34 56'],
    ['0475 123 456', '0475 12 34 56'],
    ['0475.12.34.56', '0475 12 34 56'],
    ['0475/12.34.56', '0475 12 34 56'],
    ['09 123 45 67', '091 23 45 67'],
    ['09/123.45.67', '091 23 45 67'],
    ['(050) 12-34-56', '050 12 34 56'],
  ])('reads the digits of %j whatever the separators', (input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })

  it.each([
    '+32 475 12 34 56',
    '+32475123456',
    '+32 50 12 34 56',
    '0032 50 12 34 56',
    ' +32 2 123 45 67',
  ])('returns the international number %j unchanged', (input) => {
    expect(formatPhone(input)).toBe(input)
  })

  it.each(['', '112', '04751234567', 'geen telefoon', '0475 12 34'])(
    'returns %j unchanged when it does not have 9 or 10 digits',
    (input) => {
      expect(formatPhone(input)).toBe(input)
    },
  )

  it('keeps the digits of its input', () => {
    const phoneish = fc
      .array(
        fc.oneof(
          fc.constantFrom(' ', '.', '/', '+', '-', '(', ')'),
          fc.integer({ min: 0, max: 9 }).map(String),
          fc.string(),
        ),
        {
          maxLength: 20,
        },
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(phoneish, (input) => {
        expect(formatPhone(input).replace(/\D/g, '')).toBe(input.replace(/\D/g, ''))
      }),
    )
  })
})
