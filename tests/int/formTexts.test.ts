// A French visitor reads French: a form text, home title or site description written only in
// Dutch gives the French reader the interface's French default, never the Dutch text; the admin
// lists the texts still to translate.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import { formTextsToTranslate } from '@/components/admin/FormTextsTranslationStatus'
import { catalogues } from '@/i18n/server'
import { getFormTexts } from '@/lib/forms/queries'
import { getHome, getSiteSettings } from '@/lib/data/settings'

import { getTestPayload } from '../helpers/payload'

// Next's data cache exists only inside a Next server; the reads themselves are under test.
vi.mock(import('next/cache'), async (importOriginal) => ({
  ...(await importOriginal()),
  unstable_cache: ((read: () => unknown) => read) as never,
}))

let payload: Payload
const dutchThanks = 'Dank u! Wij bellen u morgen terug.'
const dutchSuccess = 'Uw vraag is goed aangekomen.'

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({
    slug: 'form-texts',
    locale: 'nl',
    data: { contact: { thankYouText: dutchThanks, successText: dutchSuccess } } as never,
  })
})

afterAll(async () => {
  for (const locale of ['nl', 'fr'] as const)
    await payload.updateGlobal({
      slug: 'form-texts',
      locale,
      fallbackLocale: false,
      data: { contact: { thankYouText: null, successText: null } } as never,
    })
})

describe('form texts written only in Dutch', () => {
  it('give the Dutch visitor the editor’s text', async () => {
    expect(await getFormTexts('contact', 'nl')).toEqual({
      thankYouText: dutchThanks,
      successText: dutchSuccess,
    })
  })

  it('give the French visitor no Dutch text, so the thank-you page shows its French default', async () => {
    const texts = await getFormTexts('contact', 'fr')
    expect(texts).toEqual({})
    // What the thank-you page then shows (src/app/(frontend)/[locale]/(site)/thank-you/[kind]/page.tsx).
    const shown = (texts.thankYouText ?? catalogues.fr.ThankYou.text).replace(
      '{form}',
      catalogues.fr.Forms.yourForm.contact,
    )
    expect(shown).toMatch(/^Nous avons bien reçu votre message et nous vous contacterons/)
  })

  it('give the French visitor the French text once it is written', async () => {
    // Without the Dutch fallback, as the admin saves (Payload's global update would otherwise
    // copy the Dutch value of every text not sent into French).
    await payload.updateGlobal({
      slug: 'form-texts',
      locale: 'fr',
      fallbackLocale: false,
      data: { contact: { thankYouText: 'Merci ! Nous vous rappelons demain.' } } as never,
    })
    expect((await getFormTexts('contact', 'fr')).thankYouText).toBe(
      'Merci ! Nous vous rappelons demain.',
    )
    expect((await getFormTexts('contact', 'de')).thankYouText).toBeUndefined()
  })

  it('are listed in the admin as still to translate, per language', async () => {
    const missing = await formTextsToTranslate(payload)
    expect(missing).toContainEqual({
      kind: 'contact',
      text: 'successText',
      missing: ['fr', 'en', 'de'],
    })
    expect(
      missing.find((entry) => entry.kind === 'contact' && entry.text === 'thankYouText'),
    ).toBeDefined()
  })
})

describe('other visitor texts written only in Dutch', () => {
  const locales = ['nl', 'fr', 'en', 'de'] as const
  type Texts = { title: unknown; intro: unknown; pageTitle: unknown; description: unknown }
  const write = async (locale: (typeof locales)[number], texts: Texts) => {
    await payload.updateGlobal({
      slug: 'home',
      locale,
      data: { title: texts.title, intro: texts.intro } as never,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: { pageSettings: { title: texts.pageTitle, description: texts.description } } as never,
    })
  }
  const none: Texts = { title: null, intro: null, pageTitle: null, description: null }

  it('leave the French home title and site description to the French defaults', async () => {
    // Whatever an earlier test (the seed) wrote in each language comes back afterwards.
    const before = new Map<string, Texts>()
    for (const locale of locales) {
      const home = await payload.findGlobal({ slug: 'home', locale, fallbackLocale: false })
      const settings = await payload.findGlobal({
        slug: 'site-settings',
        locale,
        fallbackLocale: false,
      })
      const page = (settings as { pageSettings?: { title?: unknown; description?: unknown } })
        .pageSettings
      before.set(locale, {
        title: (home as { title?: unknown }).title ?? null,
        intro: (home as { intro?: unknown }).intro ?? null,
        pageTitle: page?.title ?? null,
        description: page?.description ?? null,
      })
    }
    for (const locale of ['fr', 'en', 'de'] as const) await write(locale, none)
    await write('nl', {
      title: 'Uw makelaar in Gent',
      intro: 'Alles over wonen in Gent.',
      pageTitle: 'Makelaar Gent',
      description: 'Huizen in Gent',
    })
    try {
      expect((await getHome('nl')).title).toBe('Uw makelaar in Gent')
      const home = await getHome('fr')
      expect(home.title ?? null).toBeNull()
      expect(home.intro ?? null).toBeNull()
      const settings = await getSiteSettings('fr')
      expect(settings.pageSettings?.title ?? null).toBeNull()
      expect(settings.pageSettings?.description ?? null).toBeNull()
      expect((await getSiteSettings('nl')).pageSettings?.description).toBe('Huizen in Gent')
    } finally {
      for (const locale of locales) await write(locale, before.get(locale) ?? none)
    }
  })
})
