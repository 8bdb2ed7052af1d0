import { describe, expect, it } from 'vitest'

import { shareTargets } from '@/components/property/ShareLinks'

describe('share links of a property', () => {
  it('give every network the page address, encoded, and no script of theirs', () => {
    const url = 'https://immo.example/nl/te-koop/gent/villa-met-tuin/12/'
    const targets = shareTargets(url, 'Villa met tuin & zwembad')
    expect(targets.map((target) => target.network)).toEqual([
      'Facebook',
      'LinkedIn',
      'WhatsApp',
      'X',
    ])
    for (const { href } of targets) {
      expect(href).toMatch(/^https:\/\//)
      expect(href).toContain(encodeURIComponent(url))
      expect(href).not.toContain(' ')
    }
    expect(targets[3].href).toContain('text=Villa%20met%20tuin%20%26%20zwembad')
  })
})
