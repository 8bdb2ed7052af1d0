// Where the owner's login sends them afterwards: a page of this site, never another host.
import { describe, expect, it } from 'vitest'

import { safeReturnPath } from '@/lib/portal/returnPath'

describe('the path after the login', () => {
  it('keeps a page of the site with its query', () => {
    expect(safeReturnPath('/nl/eigenaar/12/?tab=views')).toBe('/nl/eigenaar/12/?tab=views')
  })

  it('refuses another host, however it is written', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/phish',
      '/\\evil.example/',
      '/nl/../..//evil.example/phish',
      '/./..//evil.example/',
      'javascript:alert(1)',
    ])
      expect(safeReturnPath(value), value).toBeNull()
  })

  it('refuses the API, the admin and what is not a path', () => {
    for (const value of [
      '/api/users/me',
      '/admin',
      'nl/eigenaar/',
      '',
      42,
      null,
      `/${'a'.repeat(600)}`,
    ])
      expect(safeReturnPath(value), String(value)).toBeNull()
  })
})
