import { describe, expect, it } from 'vitest'

import { summaryLines } from '@/lib/mail/templates'

describe('the lines of a submission in a mail', () => {
  it('lists the children of a rent application by their ages, never as JSON', () => {
    const lines = summaryLines({ adults: 2, children: [{ age: 4 }, { age: 7 }] }, 'nl')
    const children = lines.find((line) => line.value.includes('4'))
    expect(children?.value).toBe('4; 7')
    expect(lines.map((line) => line.value).join(' ')).not.toMatch(/[{}"]/)
  })

  it('labels the values of an object with several of them', () => {
    const [line] = summaryLines({ rooms: [{ firstName: 'Anna', lastName: 'Peeters' }] }, 'en')
    expect(line.value).toMatch(/^.+: Anna, .+: Peeters$/)
  })

  it('writes yes and no in the language of the mail', () => {
    expect(summaryLines({ pets: true }, 'fr')[0].value).toBe('oui')
    expect(summaryLines({ pets: false }, 'de')[0].value).toBe('nein')
  })
})
