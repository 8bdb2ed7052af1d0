import { describe, expect, it } from 'vitest'
import {
  evaluateCondition,
  formatFieldValue,
  type ConditionRule,
  type FieldType,
} from '@/lib/domain'

describe('formatFieldValue', () => {
  const types: FieldType[] = ['string', 'number', 'price', 'address', 'date', 'array', 'percentage']

  it.each(types)('gives null for empty %s values', (type) => {
    for (const value of [null, undefined, '', '   '])
      expect(formatFieldValue(value, type, 'nl')).toBeNull()
  })

  it('shows a string trimmed', () => {
    expect(formatFieldValue(' Zuid-West ', 'string', 'nl')).toBe('Zuid-West')
    expect(formatFieldValue(42, 'string', 'nl')).toBe('42')
  })

  it('gives null for an empty list shown as a string or number', () => {
    expect(formatFieldValue([], 'string', 'nl')).toBeNull()
    expect(formatFieldValue([], 'number', 'nl')).toBeNull()
  })

  it('groups numbers the Dutch-Belgian way in every language', () => {
    expect(formatFieldValue(1234, 'number', 'nl')).toBe('1.234')
    expect(formatFieldValue('1234.5', 'number', 'en')).toBe('1.234,5')
    expect(formatFieldValue(0, 'number', 'fr')).toBe('0')
  })

  it('shows a price through formatPrice', () => {
    expect(formatFieldValue(350000, 'price', 'fr')).toBe('€ 350.000')
    expect(formatFieldValue('1250.5', 'price', 'nl')).toBe('€ 1.250,50')
  })

  it('gives null for a number or price that is not numeric, rather than NaN', () => {
    expect(formatFieldValue('op aanvraag', 'price', 'nl')).toBeNull()
    expect(formatFieldValue('veel', 'number', 'nl')).toBeNull()
    expect(formatFieldValue(Number.NaN, 'number', 'nl')).toBeNull()
    expect(formatFieldValue({}, 'percentage', 'nl')).toBeNull()
  })

  it('shows a percentage without a space and with a decimal comma', () => {
    expect(formatFieldValue(21, 'percentage', 'nl')).toBe('21%')
    expect(formatFieldValue('6', 'percentage', 'de')).toBe('6%')
    expect(formatFieldValue(12.5, 'percentage', 'en')).toBe('12,5%')
  })

  it('shows a date as dd/mm/yyyy', () => {
    expect(formatFieldValue('2024-03-05', 'date', 'nl')).toBe('05/03/2024')
    expect(formatFieldValue(new Date(Date.UTC(2023, 11, 31, 12)), 'date', 'fr')).toBe('31/12/2023')
    expect(formatFieldValue(Date.UTC(2024, 0, 2, 12), 'date', 'en')).toBe('02/01/2024')
  })

  it('shows a timestamp as the day it is in Belgium', () => {
    expect(formatFieldValue('2024-03-05T23:30:00Z', 'date', 'nl')).toBe('06/03/2024')
  })

  it('gives null for an invalid date', () => {
    expect(formatFieldValue('morgen', 'date', 'nl')).toBeNull()
    expect(formatFieldValue({ day: 1 }, 'date', 'nl')).toBeNull()
    expect(formatFieldValue(true, 'date', 'nl')).toBeNull()
  })

  it('joins an array with a comma, leaving out empty items', () => {
    expect(formatFieldValue(['Gas', ' Elektriciteit ', '', null, 'Water'], 'array', 'nl')).toBe(
      'Gas, Elektriciteit, Water',
    )
    expect(formatFieldValue([], 'array', 'nl')).toBeNull()
    expect(formatFieldValue(['', null], 'array', 'nl')).toBeNull()
    expect(formatFieldValue('Zuid', 'array', 'nl')).toBe('Zuid')
  })

  it.each([
    ['nl', 'Kerkstraat 12 bus 3, 9000 Gent'],
    ['fr', 'Kerkstraat 12 bte 3, 9000 Gent'],
    ['en', 'Kerkstraat 12 box 3, 9000 Gent'],
    ['de', 'Kerkstraat 12 Bfk 3, 9000 Gent'],
  ] as const)('writes an address with the box word of %s', (locale, expected) => {
    const address = { Street: 'Kerkstraat', HouseNumber: '12', BoxNr: 3, Zip: 9000, City: 'Gent' }
    expect(formatFieldValue(address, 'address', locale)).toBe(expected)
  })

  it('writes an address without a box', () => {
    expect(
      formatFieldValue(
        { Street: 'Kerkstraat', HouseNumber: 12, BoxNr: '', Zip: '9000', City: 'Gent' },
        'address',
        'nl',
      ),
    ).toBe('Kerkstraat 12, 9000 Gent')
  })

  it('reads the address keys of the collections (camelCase) as well', () => {
    const address = {
      street: 'Veldstraat',
      houseNumber: '12',
      boxNr: '3',
      zip: '9000',
      city: 'Gent',
    }
    expect(formatFieldValue(address, 'address', 'fr')).toBe('Veldstraat 12 bte 3, 9000 Gent')
  })

  it('leaves out missing address parts with their separators', () => {
    expect(formatFieldValue({ Zip: '9000', City: 'Gent' }, 'address', 'nl')).toBe('9000 Gent')
    expect(formatFieldValue({ Street: 'Kerkstraat', HouseNumber: null }, 'address', 'nl')).toBe(
      'Kerkstraat',
    )
    expect(formatFieldValue({ Street: ' ', City: null }, 'address', 'nl')).toBeNull()
  })

  it('shows an address given as text as is', () => {
    expect(formatFieldValue(' Kerkstraat 12, 9000 Gent ', 'address', 'nl')).toBe(
      'Kerkstraat 12, 9000 Gent',
    )
    expect(formatFieldValue(12, 'address', 'nl')).toBeNull()
  })

  it('gives null for a type it does not know', () => {
    expect(formatFieldValue('x', 'colour' as FieldType, 'nl')).toBeNull()
  })
})

describe('evaluateCondition', () => {
  const record = {
    Goal: 0,
    Price: '350000',
    MaxPrice: 400000,
    City: 'Gent',
    Label: 'B',
    Notes: '',
    Tags: ['Tuin', 'Garage', 3],
    Nothing: null,
    Empty: [],
    Energy: { Label: 'C', Value: 250 },
    'Energy.Label': 'flat key',
  }
  const rule = (r: Partial<ConditionRule>): ConditionRule => ({
    field: 'Goal',
    logic: 'equals',
    ...r,
  })

  it('compares a number with a numeric text as numbers', () => {
    expect(evaluateCondition(rule({ field: 'Goal', compareWithValue: '0' }), record)).toBe(true)
    expect(evaluateCondition(rule({ field: 'Price', compareWithValue: 350000 }), record)).toBe(true)
    expect(evaluateCondition(rule({ field: 'Goal', compareWithValue: 1 }), record)).toBe(false)
  })

  it('compares other values as trimmed text', () => {
    expect(evaluateCondition(rule({ field: 'City', compareWithValue: ' Gent ' }), record)).toBe(
      true,
    )
    expect(evaluateCondition(rule({ field: 'City', compareWithValue: 'gent' }), record)).toBe(false)
    expect(evaluateCondition(rule({ field: 'Notes', compareWithValue: null }), record)).toBe(true)
    expect(evaluateCondition(rule({ field: 'Nothing', compareWithValue: 'x' }), record)).toBe(false)
  })

  it('negates equality with notEquals', () => {
    expect(
      evaluateCondition(
        rule({ field: 'Label', logic: 'notEquals', compareWithValue: 'A' }),
        record,
      ),
    ).toBe(true)
    expect(
      evaluateCondition(
        rule({ field: 'Label', logic: 'notEquals', compareWithValue: 'B' }),
        record,
      ),
    ).toBe(false)
  })

  it('compares numbers with greaterThan and lessThan', () => {
    expect(
      evaluateCondition(
        rule({ field: 'Price', logic: 'greaterThan', compareWithValue: 300000 }),
        record,
      ),
    ).toBe(true)
    expect(
      evaluateCondition(
        rule({ field: 'Price', logic: 'greaterThan', compareWithValue: '350000' }),
        record,
      ),
    ).toBe(false)
    expect(
      evaluateCondition(
        rule({ field: 'Price', logic: 'lessThan', compareWithValue: 350001 }),
        record,
      ),
    ).toBe(true)
    expect(
      evaluateCondition(
        rule({ field: 'Price', logic: 'lessThan', compareWithValue: 350000 }),
        record,
      ),
    ).toBe(false)
  })

  it('never holds greaterThan or lessThan with a side that is not numeric', () => {
    expect(
      evaluateCondition(
        rule({ field: 'City', logic: 'greaterThan', compareWithValue: 'A' }),
        record,
      ),
    ).toBe(false)
    expect(
      evaluateCondition(
        rule({ field: 'Price', logic: 'lessThan', compareWithValue: 'veel' }),
        record,
      ),
    ).toBe(false)
    expect(
      evaluateCondition(rule({ field: 'Missing', logic: 'lessThan', compareWithValue: 1 }), record),
    ).toBe(false)
  })

  it('takes the right-hand side from another field when compareWithField is set', () => {
    expect(
      evaluateCondition(
        rule({
          field: 'Price',
          logic: 'lessThan',
          compareWithField: 'MaxPrice',
          compareWithValue: 1,
        }),
        record,
      ),
    ).toBe(true)
    expect(
      evaluateCondition(
        rule({ field: 'Price', compareWithField: '', compareWithValue: '350000' }),
        record,
      ),
    ).toBe(true)
  })

  it('holds isEmpty for null, missing, blank and an empty list, and not for 0', () => {
    for (const field of ['Nothing', 'Missing', 'Notes', 'Empty'])
      expect(evaluateCondition(rule({ field, logic: 'isEmpty' }), record)).toBe(true)
    expect(evaluateCondition(rule({ field: 'Goal', logic: 'isEmpty' }), record)).toBe(false)
  })

  it('holds isNotEmpty for a value, including 0', () => {
    expect(evaluateCondition(rule({ field: 'Goal', logic: 'isNotEmpty' }), record)).toBe(true)
    expect(evaluateCondition(rule({ field: 'Empty', logic: 'isNotEmpty' }), record)).toBe(false)
  })

  it('finds a value in a list or, without regard to case, in a text', () => {
    expect(
      evaluateCondition(
        rule({ field: 'Tags', logic: 'contains', compareWithValue: 'Garage' }),
        record,
      ),
    ).toBe(true)
    expect(
      evaluateCondition(rule({ field: 'Tags', logic: 'contains', compareWithValue: '3' }), record),
    ).toBe(true)
    expect(
      evaluateCondition(
        rule({ field: 'Tags', logic: 'contains', compareWithValue: 'Kelder' }),
        record,
      ),
    ).toBe(false)
    expect(
      evaluateCondition(rule({ field: 'City', logic: 'contains', compareWithValue: 'EN' }), record),
    ).toBe(true)
    expect(
      evaluateCondition(rule({ field: 'City', logic: 'contains', compareWithValue: 'x' }), record),
    ).toBe(false)
  })

  it('contains nothing empty and finds nothing in an empty value', () => {
    expect(
      evaluateCondition(rule({ field: 'City', logic: 'contains', compareWithValue: '' }), record),
    ).toBe(false)
    expect(
      evaluateCondition(
        rule({ field: 'Nothing', logic: 'contains', compareWithValue: 'x' }),
        record,
      ),
    ).toBe(false)
  })

  it('reads a nested value through a dotted field name, a flat key first', () => {
    expect(
      evaluateCondition(
        rule({ field: 'Energy.Value', logic: 'greaterThan', compareWithValue: 200 }),
        record,
      ),
    ).toBe(true)
    expect(
      evaluateCondition(rule({ field: 'Energy.Label', compareWithValue: 'flat key' }), record),
    ).toBe(true)
    expect(evaluateCondition(rule({ field: 'City.Name', logic: 'isEmpty' }), record)).toBe(true)
  })

  it('requires every advanced condition to hold as well', () => {
    const base = rule({ field: 'Goal', compareWithValue: 0 })
    const cheap = rule({ field: 'Price', logic: 'lessThan', compareWithValue: 400000 })
    const inBrugge = rule({ field: 'City', compareWithValue: 'Brugge' })
    expect(evaluateCondition({ ...base, advancedCondition: [cheap] }, record)).toBe(true)
    expect(evaluateCondition({ ...base, advancedCondition: [cheap, inBrugge] }, record)).toBe(false)
    expect(evaluateCondition({ ...base, advancedCondition: null }, record)).toBe(true)
    expect(
      evaluateCondition({ ...rule({ compareWithValue: 1 }), advancedCondition: [cheap] }, record),
    ).toBe(false)
  })

  it('applies advanced conditions recursively', () => {
    const nested = rule({
      field: 'Label',
      compareWithValue: 'B',
      advancedCondition: [
        rule({
          field: 'Tags',
          logic: 'isNotEmpty',
          advancedCondition: [rule({ field: 'City', compareWithValue: 'Brugge' })],
        }),
      ],
    })
    expect(evaluateCondition(nested, record)).toBe(false)
  })

  it('never holds an unknown logic', () => {
    expect(
      evaluateCondition(
        rule({ logic: 'between' as ConditionRule['logic'], compareWithValue: 0 }),
        record,
      ),
    ).toBe(false)
  })
})
