import { describe, expect, it } from 'vitest'

import { alertMail } from '@/lib/alerts/mail'
import { labelled, layout } from '@/lib/mail/templates'

describe('the mail layout', () => {
  it('puts a no-break space before a colon in French, and none in the other languages', () => {
    expect(labelled('fr', 'Voir le bien', 'https://x.example/')).toBe(
      'Voir le bien\u00a0: https://x.example/',
    )
    for (const locale of ['nl', 'en', 'de'] as const)
      expect(labelled(locale, 'Label', 'value')).toBe('Label: value')
  })

  it('writes the text part of a French mail with French colons, and escapes the HTML part', () => {
    const mail = layout({
      locale: 'fr',
      paragraphs: ['Bonjour <b>'],
      lines: [{ label: 'Prix', value: '€ 300.000' }],
      button: { label: 'Voir le bien', url: 'https://x.example/fr/a-vendre/1/' },
      footerLinks: [{ label: 'Se désabonner', url: 'https://x.example/u/' }],
    })
    expect(mail.text).toContain('Prix\u00a0: € 300.000')
    expect(mail.text).toContain('Voir le bien\u00a0: https://x.example/fr/a-vendre/1/')
    expect(mail.text).toContain('Se désabonner\u00a0: https://x.example/u/')
    expect(mail.text).not.toMatch(/\S: http/)
    expect(mail.html).toContain('Bonjour &lt;b&gt;')
    expect(mail.html).toContain('<html lang="fr">')
  })

  it('gives a French alert’s listing its link with a French colon', () => {
    const mail = alertMail({
      locale: 'fr',
      items: [
        {
          title: 'Maison',
          place: 'Namur',
          url: 'https://x.example/fr/a-vendre/namur/maison/1/',
          price: 300000,
          event: 'new',
          propertyType: 'house',
        },
      ],
      manageUrl: 'https://x.example/m/',
      unsubscribeUrl: 'https://x.example/u/',
      agencyName: 'Agence',
      digest: false,
    })
    expect(mail.text).toMatch(/\u00a0: https:\/\/x\.example\/fr\/a-vendre\/namur\/maison\/1\//)
    expect(mail.text).not.toMatch(/\S: http/)
  })
})
