import { describe, expect, it } from 'vitest'

import {
  carriesWhiteText,
  contrastWithWhite,
  isHexColour,
  licenceNumber,
  normaliseHexColour,
} from '@/lib/domain'

describe('brand colour', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColour('#0b5c8c')).toBe(true)
    expect(isHexColour('#FFF')).toBe(true)
    expect(isHexColour('0b5c8c')).toBe(false)
    expect(isHexColour('#0b5c8')).toBe(false)
    expect(isHexColour('red')).toBe(false)
    expect(isHexColour('#0b5c8c; background:url(x)')).toBe(false)
  })

  it('normalises to lower-case #rrggbb, or null', () => {
    expect(normaliseHexColour(' #ABC ')).toBe('#aabbcc')
    expect(normaliseHexColour('#0B5C8C')).toBe('#0b5c8c')
    expect(normaliseHexColour('expression(alert(1))')).toBeNull()
    expect(normaliseHexColour(null)).toBeNull()
  })

  it('measures the contrast of white text on it (WCAG)', () => {
    expect(contrastWithWhite('#000')).toBeCloseTo(21, 0)
    expect(contrastWithWhite('#fff')).toBeCloseTo(1, 5)
    expect(carriesWhiteText('#0b5c8c')).toBe(true)
    expect(carriesWhiteText('#ffd700')).toBe(false)
    expect(carriesWhiteText('#767676')).toBe(true)
    expect(carriesWhiteText('#777777')).toBe(false)
  })
})

describe('licence number', () => {
  it('keeps the number alone, without the professional body’s name in front', () => {
    expect(licenceNumber('BIV 512.345')).toBe('512.345')
    expect(licenceNumber('IPI 512.345')).toBe('512.345')
    expect(licenceNumber('BIV/IPI 512.345')).toBe('512.345')
    expect(licenceNumber('biv nr. 512.345')).toBe('512.345')
    expect(licenceNumber('B.I.V. n° 512.345')).toBe('512.345')
    expect(licenceNumber(' 512.345 ')).toBe('512.345')
    expect(licenceNumber(null)).toBe('')
  })
})
