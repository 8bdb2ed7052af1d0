// The footer's newsletter form gets only the catalogue texts it uses (issue 13): the list must
// hold every error its schema can give, and exist in every language.
import { describe, expect, it } from 'vitest'

import { newsletterErrorKeys, newsletterMessagePaths } from '@/components/forms/newsletterMessages'
import { pickMessages } from '@/i18n/pickMessages'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'
import { newsletterSchema } from '@/lib/forms/schemas/newsletter'

describe('the newsletter form’s texts', () => {
  it('are picked in every language, and nothing else of the Forms catalogue', () => {
    for (const messages of [nl, fr, en, de]) {
      const picked = pickMessages(messages, newsletterMessagePaths) as typeof nl
      expect(Object.keys(picked)).toEqual(['Forms'])
      expect(Object.keys(picked.Forms.errors).sort()).toEqual([...newsletterErrorKeys].sort())
      expect(picked.Forms.ui.privacy).toBe(messages.Forms.ui.privacy)
      expect(picked.Forms.labels).toEqual({ altcha: messages.Forms.labels.altcha })
      expect(picked.Forms).not.toHaveProperty('mail')
      expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(messages.Forms).length / 4)
    }
  })

  it('hold every error the newsletter schema gives for bad input', () => {
    const bad: unknown[] = [
      null,
      'text',
      {},
      { email: '' },
      { email: 'not-an-address' },
      { email: `${'a'.repeat(260)}@example.com` },
      { email: 'a@example.com', firstName: 'x'.repeat(300), lastName: 5 },
      { email: 'a@example.com', locale: 'xx', startedAt: 5, altcha: 5, website: 'spam' },
      { email: 5 },
    ]
    const given = new Set<string>()
    for (const input of bad) {
      const result = newsletterSchema.safeParse(input)
      expect(result.success).toBe(false)
      for (const issue of result.error!.issues) given.add(issue.message)
    }
    expect(
      [...given].filter((key) => !(newsletterErrorKeys as readonly string[]).includes(key)),
    ).toEqual([])
    expect(given.size).toBeGreaterThanOrEqual(6)
  })

  it('a path the catalogue lacks is an error, not a silent key', () => {
    expect(() => pickMessages(nl, ['Forms.errors.noSuchKey'])).toThrow(/noSuchKey/)
  })
})
