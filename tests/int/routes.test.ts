// The route table follows published content: articles and Q&A get a public path per language,
// a rename keeps the old path as a redirect, unpublishing and deleting remove the entry.
import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { findBreadcrumb, parentPath, translatePath, type RouteTable } from '@/lib/domain'
import { findRedirect } from '@/lib/data/routes'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const unique = (text: string) => `${text} ${randomBytes(3).toString('hex')}`

const routeOf = async (originalPath: string) => {
  const { docs } = await payload.find({
    collection: 'routes',
    where: { originalPath: { equals: originalPath } },
    overrideAccess: false,
  })
  return docs[0]
}

const publishNews = async (title: string) => {
  const article = await payload.create({
    collection: 'articles',
    locale: 'nl',
    data: { title, kind: 'news', _status: 'published' },
  })
  for (const [locale, translated] of [
    ['fr', `${title} FR`],
    ['en', `${title} EN`],
    ['de', `${title} DE`],
  ] as const) {
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale,
      data: { title: translated, _status: 'published' },
    })
  }
  return article
}

describe('articles in the route table', () => {
  it('gives a published news article a public path in every language', async () => {
    const title = unique('Nieuwe kantoren in Gent')
    const article = await publishNews(title)
    const route = await routeOf(`/article/${article.id}/`)
    const slug = article.slug
    expect(route?.type).toBe('article')
    expect(route?.publicPaths).toMatchObject({
      nl: `/nl/nieuws/${slug}/`,
      fr: `/fr/actualites/${slug}-fr/`,
      en: `/en/news/${slug}-en/`,
      de: `/de/neuigkeiten/${slug}-de/`,
    })
    const table = [route] as RouteTable
    expect(translatePath(table, `/nl/nieuws/${slug}/`, 'fr')).toBe(`/fr/actualites/${slug}-fr/`)
    expect(parentPath(table, `/fr/actualites/${slug}-fr/`)).toBe('/fr/actualites/')
    expect(findBreadcrumb(table, `/en/news/${slug}-en`).map((crumb) => crumb.name.en)).toEqual([
      'News',
      `${title} EN`,
    ])
  })

  it('keeps the old path as a redirect when an article is renamed', async () => {
    const article = await publishNews(unique('Open huis'))
    const oldPath = `/nl/nieuws/${article.slug}/`
    const newSlug = unique('open huis zaterdag').replace(/\s+/g, '-').toLowerCase()
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'nl',
      data: { slug: newSlug, _status: 'published' },
    })
    const route = await routeOf(`/article/${article.id}/`)
    const newPath = `/nl/nieuws/${newSlug}/`
    expect(route?.publicPaths?.nl).toBe(newPath)
    const dutch = route?.redirectFrom?.filter((row) => row.locale === 'nl')
    expect(dutch?.map((row) => row.path)).toEqual([oldPath])
    expect(await findRedirect(payload, oldPath)).toBe(newPath)
    expect(await findRedirect(payload, `/nl/nieuws/${article.slug}`)).toBe(newPath)
    expect(await findRedirect(payload, newPath)).toBeNull()
    expect(route?.publicPaths?.fr).toBe(`/fr/actualites/${article.slug}-fr/`)
  })

  it('forgets a redirect when the article takes its old slug back', async () => {
    const article = await publishNews(unique('Terug'))
    const first = article.slug as string
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'nl',
      data: { slug: `${first}-tijdelijk`, _status: 'published' },
    })
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'nl',
      data: { slug: first, _status: 'published' },
    })
    const route = await routeOf(`/article/${article.id}/`)
    expect(route?.publicPaths?.nl).toBe(`/nl/nieuws/${first}/`)
    const dutch = route?.redirectFrom?.filter((row) => row.locale === 'nl')
    expect(dutch?.map((row) => row.path)).toEqual([`/nl/nieuws/${first}-tijdelijk/`])
    expect(await findRedirect(payload, `/nl/nieuws/${first}/`)).toBeNull()
  })

  it('removes the entry when the article is deleted', async () => {
    const article = await publishNews(unique('Verdwijnt'))
    expect(await routeOf(`/article/${article.id}/`)).toBeDefined()
    await payload.delete({ collection: 'articles', id: article.id })
    expect(await routeOf(`/article/${article.id}/`)).toBeUndefined()
  })

  it('creates nothing public for a draft, and nothing for a draft change of a published article', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: { title: unique('Concept'), kind: 'news' },
      draft: true,
    })
    expect(await routeOf(`/article/${draft.id}/`)).toBeUndefined()

    const published = await publishNews(unique('Gepubliceerd'))
    const before = await routeOf(`/article/${published.id}/`)
    await payload.update({
      collection: 'articles',
      id: published.id,
      locale: 'nl',
      data: { slug: 'nog-niet-gepubliceerd' },
      draft: true,
    })
    const route = await routeOf(`/article/${published.id}/`)
    expect(route?.publicPaths?.nl).toBe(`/nl/nieuws/${published.slug}/`)
    expect(route?.redirectFrom).toEqual(before?.redirectFrom)
    expect(route?.updatedAt).toBe(before?.updatedAt)
  })

  it('removes the entry when an article is unpublished', async () => {
    const article = await publishNews(unique('Ingetrokken'))
    await payload.update({ collection: 'articles', id: article.id, data: { _status: 'draft' } })
    expect(await routeOf(`/article/${article.id}/`)).toBeUndefined()
  })

  it('gives no entry to kinds shown only inside other pages', async () => {
    const strength = await payload.create({
      collection: 'articles',
      data: { title: unique('Persoonlijke aanpak'), kind: 'strength', _status: 'published' },
    })
    expect(await routeOf(`/article/${strength.id}/`)).toBeUndefined()
  })

  it('lets bulk seeding skip the route table', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: unique('Seed'), kind: 'news', _status: 'published' },
      context: { skipRoutes: true },
    })
    expect(await routeOf(`/article/${article.id}/`)).toBeUndefined()
  })
})

describe('questions in the route table', () => {
  it('puts a question under its category, and moves it when the category is renamed', async () => {
    const category = await payload.create({
      collection: 'categories',
      locale: 'nl',
      data: { name: unique('Huren'), kind: 'qa' },
    })
    const question = await payload.create({
      collection: 'questions',
      locale: 'nl',
      data: {
        question: unique('Hoeveel bedraagt de huurwaarborg?'),
        category: category.id,
        _status: 'published',
      },
    })
    const before = await routeOf(`/question/${question.id}/`)
    const oldPath = `/nl/vraag-en-antwoord/${category.slug}/${question.slug}/`
    expect(before?.publicPaths?.nl).toBe(oldPath)
    expect(before?.publicPaths?.de).toBe(
      `/de/fragen-und-antworten/${category.slug}/${question.slug}/`,
    )
    const categoryRoute = await routeOf(`/category/${category.id}/`)
    expect(categoryRoute?.type).toBe('category')
    expect(categoryRoute?.publicPaths?.fr).toBe(`/fr/questions-reponses/${category.slug}/`)

    await payload.update({
      collection: 'categories',
      id: category.id,
      locale: 'nl',
      data: { slug: `${category.slug}-nieuw` },
    })
    const after = await routeOf(`/question/${question.id}/`)
    const newPath = `/nl/vraag-en-antwoord/${category.slug}-nieuw/${question.slug}/`
    expect(after?.publicPaths?.nl).toBe(newPath)
    expect(await findRedirect(payload, oldPath)).toBe(newPath)
  })
})
