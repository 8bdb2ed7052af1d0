// A renamed article's or question's old address answers with a permanent redirect to the new
// one (docs/public-urls.md): the pages call redirectIfMoved before they answer 404.
import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { redirectIfMoved } from '@/lib/redirects'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const suffix = () => randomBytes(3).toString('hex')

/** Where redirectIfMoved sent the request ({ status, url }), or null when it let it through. */
const redirectOf = async (path: string) => {
  try {
    await redirectIfMoved(path)
    return null
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '')
    if (!digest.startsWith('NEXT_REDIRECT;')) throw error
    const parts = digest.split(';')
    return { url: parts.slice(2, -2).join(';'), status: Number(parts.at(-2)) }
  }
}

describe('redirectIfMoved', () => {
  it('sends the old path of a renamed news article to the new one with a 308', async () => {
    const article = await payload.create({
      collection: 'articles',
      locale: 'nl',
      data: { title: `Opendeurdag ${suffix()}`, kind: 'news', _status: 'published' },
    })
    const oldPath = `/nl/nieuws/${article.slug}/`
    const slug = `opendeurdag-verplaatst-${suffix()}`
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'nl',
      data: { slug, _status: 'published' },
    })
    const newPath = `/nl/nieuws/${slug}/`
    expect(await redirectOf(oldPath)).toEqual({ url: newPath, status: 308 })
    expect(await redirectOf(newPath)).toBeNull()
    expect(await redirectOf(`/nl/nieuws/bestaat-niet-${suffix()}/`)).toBeNull()
  })

  it('sends the old path of a question to its renamed category', async () => {
    const category = await payload.create({
      collection: 'categories',
      locale: 'nl',
      data: { name: `Verhuren ${suffix()}`, kind: 'qa' },
    })
    const question = await payload.create({
      collection: 'questions',
      locale: 'nl',
      data: {
        question: `Wie betaalt de brandverzekering ${suffix()}?`,
        category: category.id,
        _status: 'published',
      },
    })
    const oldPath = `/nl/vraag-en-antwoord/${category.slug}/${question.slug}/`
    await payload.update({
      collection: 'categories',
      id: category.id,
      locale: 'nl',
      data: { slug: `${category.slug}-nieuw` },
    })
    expect(await redirectOf(oldPath)).toEqual({
      url: `/nl/vraag-en-antwoord/${category.slug}-nieuw/${question.slug}/`,
      status: 308,
    })
  })
})
