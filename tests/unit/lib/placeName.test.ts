import { describe, expect, it } from 'vitest'

import { placeName } from '@/lib/placeName'

describe('placeName', () => {
  it('shows a Belgian town as it is, Kapelle-op-den-Bos spelled right', () => {
    expect(placeName('Gent', 10, 'nl')).toBe('Gent')
    expect(placeName('KAPELLE-OP-DEN-BOS', 10, 'fr')).toBe('Kapelle-op-den-Bos')
  })

  it('adds the country in brackets, in the page’s language, outside Belgium', () => {
    expect(placeName('Esch-sur-Alzette', 50, 'nl')).toBe('Esch-sur-Alzette (Luxemburg)')
    expect(placeName('Esch-sur-Alzette', 50, 'fr')).toBe('Esch-sur-Alzette (Luxembourg)')
    expect(placeName('Esch-sur-Alzette', 50, 'de')).toBe('Esch-sur-Alzette (Luxemburg)')
  })

  it('takes a town without a country as Belgian', () => {
    expect(placeName('Brugge', null, 'en')).toBe('Brugge')
  })
})
