import { describe, expect, it } from 'vitest'

import {
  carriesWhiteText,
  companyNumber,
  contrastWithWhite,
  isCompanyNumber,
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

  it('measures nothing on a value that is not a colour, and does not put white text on it', () => {
    expect(contrastWithWhite('navy')).toBeNull()
    expect(contrastWithWhite('#12345')).toBeNull()
    expect(carriesWhiteText('navy')).toBe(false)
    expect(carriesWhiteText('')).toBe(false)
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

describe('company number', () => {
  it('writes a Belgian KBO/BCE number as the register does, however it was typed', () => {
    expect(companyNumber('0712345678')).toBe('0712.345.678')
    expect(companyNumber('BE 0712.345.678')).toBe('0712.345.678')
    expect(companyNumber('be0712 345 678')).toBe('0712.345.678')
    expect(companyNumber('712.345.678')).toBe('0712.345.678') // an old 9-digit number
    expect(companyNumber('1012.345.678')).toBe('1012.345.678')
  })

  it('writes a Luxembourg RCS number as B and its digits', () => {
    expect(companyNumber('RCS Luxembourg B123456')).toBe('RCS Luxembourg B123456') // not a number
    expect(companyNumber('rcs b123456')).toBe('B123456')
    expect(companyNumber('B 12.345')).toBe('B12345')
  })

  it('keeps anything else for the validation to refuse; empty is nothing', () => {
    expect(companyNumber(' 2712.345.678 ')).toBe('2712.345.678')
    expect(isCompanyNumber('2712.345.678')).toBe(false)
    expect(isCompanyNumber('071234567')).toBe(true)
    expect(isCompanyNumber('07123456789')).toBe(false)
    expect(isCompanyNumber('B1234567')).toBe(false)
    expect(companyNumber('  ')).toBeNull()
    expect(companyNumber(null)).toBeNull()
    expect(isCompanyNumber('')).toBe(false)
    expect(isCompanyNumber('   ')).toBe(false)
  })
})
