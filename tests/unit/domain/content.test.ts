import { describe, expect, it } from 'vitest'
import { pickLocalized, toCategoryTree } from '@/lib/domain'

describe('pickLocalized', () => {
  it('takes the value of the language', () => {
    expect(pickLocalized({ nl: 'Huis', fr: 'Maison' }, 'fr')).toBe('Maison')
  })

  it('falls back on the upper-case key', () => {
    expect(pickLocalized({ NL: 'Huis', FR: 'Maison' }, 'nl')).toBe('Huis')
  })

  it('prefers the lower-case key over the upper-case one', () => {
    expect(pickLocalized({ nl: 'huis', NL: 'HUIS' }, 'nl')).toBe('huis')
  })

  it('tries the upper-case key when the lower-case one holds null', () => {
    expect(pickLocalized<string | null>({ de: null, DE: 'Haus' }, 'de')).toBe('Haus')
  })

  it('returns an empty string as a value', () => {
    expect(pickLocalized({ en: '', EN: 'House' }, 'en')).toBe('')
  })

  it('gives undefined for a missing language or missing content', () => {
    expect(pickLocalized({ nl: 'Huis' }, 'de')).toBeUndefined()
    expect(pickLocalized(null, 'nl')).toBeUndefined()
    expect(pickLocalized(undefined, 'nl')).toBeUndefined()
  })
})

describe('toCategoryTree', () => {
  it('nests children under their parent and keeps the input order', () => {
    const items = [
      { ID: 1, ParentID: 0, Name: 'Woning', WebID: 11 },
      { ID: 2, ParentID: null, Name: 'Grond' },
      { ID: 3, ParentID: 1, Name: 'Villa' },
      { ID: 4, Name: 'Handel' },
      { ID: 5, ParentID: 1, Name: 'Rijwoning' },
      { ID: 6, ParentID: 3, Name: 'Pastorijwoning' },
    ]
    const tree = toCategoryTree(items)
    expect(tree.map((n) => n.label)).toEqual(['Woning', 'Grond', 'Handel'])
    expect(tree[0].children.map((n) => n.label)).toEqual(['Villa', 'Rijwoning'])
    expect(tree[0].children[0].children.map((n) => n.value)).toEqual(['6-Pastorijwoning'])
    expect(tree[0]).toMatchObject({
      id: 1,
      parentid: 0,
      value: '1-Woning',
      label: 'Woning',
      item: items[0],
    })
    expect(tree[1].parentid).toBeNull()
    expect(tree[2].parentid).toBeNull()
  })

  it('nests a child listed before its parent', () => {
    const tree = toCategoryTree([
      { ID: 3, ParentID: 1, Name: 'Villa' },
      { ID: 1, Name: 'Woning' },
    ])
    expect(tree).toHaveLength(1)
    expect(tree[0].children[0].id).toBe(3)
  })

  it('makes a root of an item whose parent is not in the list or is itself', () => {
    const tree = toCategoryTree([
      { ID: 7, ParentID: 99, Name: 'Wees' },
      { ID: 8, ParentID: 8, Name: 'Zelf' },
    ])
    expect(tree.map((n) => n.id)).toEqual([7, 8])
    expect(tree[0].parentid).toBe(99)
  })

  it('keeps the first of two items with the same ID', () => {
    const tree = toCategoryTree([
      { ID: 1, Name: 'Eerste' },
      { ID: 1, Name: 'Tweede' },
    ])
    expect(tree.map((n) => n.label)).toEqual(['Eerste'])
  })

  it('gives an empty tree for no items', () => {
    expect(toCategoryTree([])).toEqual([])
  })
})
