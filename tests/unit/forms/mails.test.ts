import { describe, expect, it } from 'vitest'

import { createTranslator } from 'use-intl/core'

import { locales } from '@/i18n/locales'
import { submissionLines } from '@/lib/forms/display'
import { formKinds } from '@/lib/site/formKinds'
import { confirmationMail, notificationMail } from '@/lib/forms/mails'
import { catalogues } from '@/i18n/server'
import { yourForm } from '@/lib/forms/messages'

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

describe('a form named in a sentence', () => {
  const thankYou = (kind: (typeof formKinds)[number], locale: (typeof locales)[number]) =>
    createTranslator({ locale, messages: catalogues[locale], namespace: 'ThankYou' })('text', {
      form: yourForm(kind, locale),
    })

  it('reads right in German for each form: gender and case, no capital adjective, no verb', () => {
    expect(thankYou('contact', 'de')).toBe(
      'Wir haben Ihre Nachricht erhalten und melden uns so schnell wie möglich bei Ihnen.',
    )
    expect(thankYou('demand-register', 'de')).toMatch(/^Wir haben Ihren Suchauftrag erhalten/)
    expect(thankYou('offer', 'de')).toMatch(/^Wir haben Ihr Kaufangebot erhalten/)
    expect(thankYou('visit-request', 'de')).toMatch(/^Wir haben Ihre Besichtigungsanfrage/)
    for (const kind of formKinds) {
      expect(thankYou(kind, 'de'), kind).not.toMatch(/Ihre (Kontaktformular|Kostenlose|An einen)/)
    }
  })

  it('has a phrase for every form in every language, starting with "your"', () => {
    const your = { nl: /^uw /, fr: /^votre /, en: /^your /, de: /^Ihre?n? / }
    for (const locale of locales) {
      for (const kind of formKinds)
        expect(yourForm(kind, locale), `${locale} ${kind}`).toMatch(your[locale])
    }
  })

  it('thanks a visitor for the form by that phrase in the confirmation mail', () => {
    const mail = confirmationMail({
      kind: 'valuation',
      content: {},
      locale: 'de',
      name: 'Anna',
      agencyName: 'Immo',
    })
    expect(mail.text).toContain('Vielen Dank für Ihre Anfrage für eine kostenlose Bewertung.')
  })
})
