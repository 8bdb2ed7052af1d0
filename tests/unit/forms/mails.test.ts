import { describe, expect, it } from 'vitest'

import { submissionLines } from '@/lib/forms/display'
import { notificationMail } from '@/lib/forms/mails'

describe('the lines of a submission in a mail', () => {
  it('lists the children of a rent application by their ages, never as JSON', () => {
    const lines = submissionLines({ adults: 2, children: [{ age: 4 }, { age: 7 }] }, 'nl')
    const children = lines.find((line) => line.field === 'children')
    expect(children?.value).toBe('4 jaar, 7 jaar')
    expect(lines.map((line) => line.value).join(' ')).not.toMatch(/[{}"]/)
  })

  it('labels the values of an object with several of them', () => {
    const [line] = submissionLines({ rooms: [{ firstName: 'Anna', lastName: 'Peeters' }] }, 'en')
    expect(line.value).toBe('First name: Anna, Last name: Peeters')
  })

  it('writes yes and no in the language of the mail', () => {
    expect(submissionLines({ pets: true }, 'fr')[0].value).toBe('oui')
    expect(submissionLines({ pets: false }, 'de')[0].value).toBe('nein')
  })

  it('links the property line to its page in both parts of the mail', () => {
    const mail = notificationMail({
      kind: 'visit-request',
      content: { firstName: 'Anna', propertyId: '7' },
      visitorLocale: 'fr',
      name: 'Anna',
      about: () => [{ label: 'Pand', value: 'GE-1 – Villa', url: 'https://x.example/nl/p/7/' }],
    })
    expect(mail.html).toContain('<a href="https://x.example/nl/p/7/">GE-1 – Villa</a>')
    expect(mail.text).toContain('Pand: GE-1 – Villa (https://x.example/nl/p/7/)')
    expect(mail.text).not.toMatch(/Pand: 7/)
  })
})
