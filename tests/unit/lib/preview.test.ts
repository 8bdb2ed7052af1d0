// The admin's preview and live preview of a document lead to its public page in draft mode.
import { describe, expect, it } from 'vitest'

import { previewPath } from '@/lib/previewPath'
import {
  isPreviewCollection,
  livePreview,
  livePreviewBreakpoints,
  previewUrl,
} from '@/lib/previewUrl'

type LiveUrl = ReturnType<typeof livePreview>['url']
type UrlArgs = Parameters<Extract<LiveUrl, (...args: never[]) => unknown>>[0]

const urlOf = (
  config: ReturnType<typeof livePreview>,
  data: Record<string, unknown>,
  code = 'fr',
) =>
  typeof config.url === 'function'
    ? config.url({ data, locale: { code, label: code } } as UrlArgs)
    : config.url

describe('previewUrl', () => {
  it('points at /api/preview with the collection, id and language', () => {
    expect(previewUrl('articles', { id: 7 }, 'de')).toBe(
      '/api/preview?collection=articles&id=7&locale=de',
    )
    expect(previewUrl('questions', { id: 3 })).toBe(
      '/api/preview?collection=questions&id=3&locale=nl',
    )
  })

  it('knows the four previewable collections only', () => {
    for (const slug of ['properties', 'projects', 'articles', 'questions']) {
      expect(isPreviewCollection(slug)).toBe(true)
    }
    expect(isPreviewCollection('owners')).toBe(false)
    expect(isPreviewCollection(null)).toBe(false)
  })
})

describe('livePreview', () => {
  it('shows the preview URL in the admin language of the document', () => {
    expect(urlOf(livePreview('properties'), { id: 12 })).toBe(
      '/api/preview?collection=properties&id=12&locale=fr',
    )
  })

  it('has no URL before the first save or for a document without a page', () => {
    expect(urlOf(livePreview('projects'), {})).toBeNull()
    const articles = livePreview('articles', (data) => data.kind === 'news')
    expect(urlOf(articles, { id: 4, kind: 'strength' })).toBeNull()
    expect(urlOf(articles, { id: 4, kind: 'news' })).toBe(
      '/api/preview?collection=articles&id=4&locale=fr',
    )
  })

  it('offers mobile, tablet and desktop widths', () => {
    expect(livePreview('articles').breakpoints).toBe(livePreviewBreakpoints)
    expect(livePreviewBreakpoints.map(({ name, width }) => [name, width])).toEqual([
      ['mobile', 375],
      ['tablet', 768],
      ['desktop', 1280],
    ])
  })
})

describe('previewPath', () => {
  it('leads to the page of a property, a project, an article and a question', () => {
    expect(
      previewPath('properties', { id: 5, goal: 'rent', city: 'Gent', title: 'Loft Leie' }, 'nl'),
    ).toBe('/nl/te-huur/gent/loft-leie/5/')
    expect(previewPath('projects', { id: 2, city: 'Namur', title: 'Les Jardins' }, 'fr')).toBe(
      '/fr/projets-neufs/namur/les-jardins/2/',
    )
    expect(previewPath('articles', { id: 9, kind: 'news', slug: 'open-huis' }, 'nl')).toBe(
      '/nl/nieuws/open-huis/',
    )
    expect(previewPath('articles', { id: 9, kind: 'service-page', slug: 'beheer' }, 'de')).toBe(
      '/de/dienstleistungen/beheer/',
    )
    expect(previewPath('articles', { id: 9, kind: 'about' }, 'en')).toBe('/en/about-us/')
    expect(
      previewPath('questions', { id: 1, slug: 'waarborg', category: { slug: 'huren' } }, 'nl'),
    ).toBe('/nl/vraag-en-antwoord/huren/waarborg/')
  })

  it('gives no path to content shown only inside other pages, or without its slugs', () => {
    expect(
      previewPath('articles', { id: 9, kind: 'bottom-block', slug: 'aanpak' }, 'nl'),
    ).toBeNull()
    expect(previewPath('articles', { id: 9, kind: 'news', slug: null }, 'nl')).toBeNull()
    expect(previewPath('questions', { id: 1, slug: 'waarborg', category: 4 }, 'nl')).toBeNull()
  })
})
