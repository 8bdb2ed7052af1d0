import { describe, expect, it } from 'vitest'

import { articlePublicPath } from '@/lib/site/articleKinds'
import { projectRoutePlan, propertyRoutePlan } from '@collections/Routes/hooks/maintainRoutes'
import { inLocale, nextRedirects } from '@collections/Routes/paths'
import { contentPath, listPath } from '@/lib/site/paths'
import { isVatNumber } from '@globals/SiteSettings'
import { parentPath, translatePath } from '@/lib/domain'

describe('content paths', () => {
  it('put names under the list segment of each language, slugified by the path rule', () => {
    expect(contentPath('/for-sale', 'nl', 'Sint-Martens-Latem', 'Villa à la Lys!', 12)).toBe(
      '/nl/te-koop/sint-martens-latem/villa-a-la-lys/12/',
    )
    expect(contentPath('/news', 'de', 'Über uns')).toBe('/de/neuigkeiten/uber-uns/')
    expect(listPath('/questions-and-answers', 'fr')).toBe('/fr/questions-reponses/')
  })

  it('skip a name that slugifies to nothing instead of writing //', () => {
    expect(contentPath('/news', 'en', '', '—')).toBe('/en/news/')
  })
})

describe('localized values', () => {
  it('fall back on Dutch, then on any language, never on an empty text', () => {
    expect(inLocale({ nl: 'Huis', fr: ' ' }, 'fr')).toBe('Huis')
    expect(inLocale({ en: 'House' }, 'de')).toBe('House')
    expect(inLocale(null, 'nl')).toBe('')
  })
})

describe('redirect history', () => {
  it('keeps a changed path with its language', () => {
    expect(
      nextRedirects({
        previous: { nl: '/nl/nieuws/oud/', fr: '/fr/actualites/x/' },
        history: [],
        next: { nl: '/nl/nieuws/nieuw/', fr: '/fr/actualites/x/' },
      }),
    ).toEqual([{ path: '/nl/nieuws/oud/', locale: 'nl' }])
  })

  it('drops a path that became current again and never keeps one twice', () => {
    const history = [
      { path: '/nl/nieuws/a/', locale: 'nl' as const },
      { path: '/nl/nieuws/b/', locale: 'nl' as const },
    ]
    expect(
      nextRedirects({ previous: { nl: '/nl/nieuws/b' }, history, next: { nl: '/nl/nieuws/a/' } }),
    ).toEqual([{ path: '/nl/nieuws/b/', locale: 'nl' }])
  })

  it('starts a history for an entry that had none', () => {
    expect(nextRedirects({ previous: undefined, history: null, next: { nl: '/nl/x/' } })).toEqual(
      [],
    )
  })
})

describe('article paths', () => {
  it('live under news or services, or are the fixed page of their kind', () => {
    expect(articlePublicPath({ kind: 'news', slug: 'open-huis' }, 'fr')).toBe(
      '/fr/actualites/open-huis/',
    )
    expect(articlePublicPath({ kind: 'service-page', slug: 'verkopen' }, 'de')).toBe(
      '/de/dienstleistungen/verkopen/',
    )
    expect(articlePublicPath({ kind: 'privacy', slug: 'x' }, 'en')).toBe('/en/privacy-statement/')
    expect(articlePublicPath({ kind: 'method', slug: 'x' }, 'fr')).toBe('/fr/notre-methode/')
    expect(articlePublicPath({ kind: 'step-plan', slug: 'x' }, 'nl')).toBe('/nl/stappenplan/')
    expect(articlePublicPath({ kind: 'strength', slug: 'x' }, 'de')).toBe('/de/unsere-starken/')
    expect(articlePublicPath({ kind: 'bottom-block', slug: 'x' }, 'nl')).toBeNull()
    expect(articlePublicPath({ kind: 'news', slug: null }, 'nl')).toBeNull()
  })
})

describe('property and project entries', () => {
  const property = {
    id: 42,
    goal: 'rent',
    city: 'Liège',
    title: { nl: 'Appartement met terras', fr: 'Appartement avec terrasse' },
  }

  it('follow /{locale}/{list}/{city}/{title}/{id}/ with the Dutch title where one is missing', () => {
    const plan = propertyRoutePlan(property)
    expect(plan.publicPaths).toEqual({
      nl: '/nl/te-huur/liege/appartement-met-terras/42/',
      fr: '/fr/a-louer/liege/appartement-avec-terrasse/42/',
      en: '/en/for-rent/liege/appartement-met-terras/42/',
      de: '/de/zu-vermieten/liege/appartement-met-terras/42/',
    })
  })

  it('lead back to their list in the visitor’s language through the domain lookups', () => {
    const entry = {
      originalPath: '/property/42/',
      type: 'page' as const,
      ...propertyRoutePlan(property),
    }
    const fr = '/fr/a-louer/liege/appartement-avec-terrasse/42/'
    expect(parentPath([entry], fr)).toBe('/fr/a-louer/')
    expect(translatePath([entry], fr, 'de')).toBe(
      '/de/zu-vermieten/liege/appartement-met-terras/42/',
    )
  })

  it('put a property for sale under the sale list and a project under new builds', () => {
    expect(propertyRoutePlan({ ...property, goal: 'sale' }).publicPaths.nl).toBe(
      '/nl/te-koop/liege/appartement-met-terras/42/',
    )
    const project = projectRoutePlan({
      id: 7,
      city: 'Gent',
      title: { nl: 'Residentie Leie' },
      externalLink: 'https://residentie-leie.be',
    })
    expect(project.publicPaths.fr).toBe('/fr/projets-neufs/gent/residentie-leie/7/')
    expect(project.externalLink).toBe('https://residentie-leie.be')
    expect(project.breadcrumbs?.[0]?.parentPath).toBe('/nl/nieuwbouw/')
  })
})

describe('VAT numbers on the agency’s site', () => {
  it('accept Belgian and Luxembourg numbers, with dots or spaces', () => {
    expect(isVatNumber('BE 0123.456.789')).toBe(true)
    expect(isVatNumber('LU12345678')).toBe(true)
    expect(isVatNumber('BE123456789')).toBe(false)
    expect(isVatNumber('NL123456789B01')).toBe(false)
  })
})
