// Drafts, versions and the job queue are the agency's: anonymous visitors and owners (logged-in
// users of the portal) never read a version or a draft of any versioned collection or global, and
// never run, queue or cancel jobs; editors and admins do. Through the real REST handlers.
import { beforeAll, describe, expect, it } from 'vitest'

import { createLocalReq, type Payload } from 'payload'

import config from '@payload-config'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'

let payload: Payload
const tokens: Record<'anonymous' | 'ownerA' | 'ownerB' | 'editor' | 'admin', string | undefined> = {
  anonymous: undefined,
  ownerA: undefined,
  ownerB: undefined,
  editor: undefined,
  admin: undefined,
}
const outsiders = ['anonymous', 'ownerA', 'ownerB'] as const
const staff = ['editor', 'admin'] as const

let versionedCollections: string[] = []
let versionedGlobals: string[] = []
let articleId: number | string
let questionId: number | string
const secret = `Geheim ontwerp ${Date.now()}`

beforeAll(async () => {
  payload = await getTestPayload()
  const built = await config
  versionedCollections = built.collections
    .filter((collection) => collection.versions && !collection.slug.startsWith('payload-'))
    .map((collection) => collection.slug)
  versionedGlobals = built.globals.filter((global) => global.versions).map((global) => global.slug)
  tokens.admin = await tokenFor(payload, await createStaff(payload, 'admin'))
  tokens.editor = await tokenFor(payload, await createStaff(payload, 'editor'))
  tokens.ownerA = await tokenFor(payload, await createOwner(payload, 'Anna Eigenaar'))
  tokens.ownerB = await tokenFor(payload, await createOwner(payload, 'Bart Eigenaar'))

  // Published first, then a draft over it: the draft's text must stay with the staff.
  const article = await payload.create({
    collection: 'articles',
    locale: 'nl',
    data: { title: `Openbaar artikel ${Date.now()}`, kind: 'news', _status: 'published' },
  })
  articleId = article.id
  await payload.update({
    collection: 'articles',
    id: article.id,
    locale: 'nl',
    draft: true,
    data: { title: secret, _status: 'draft' },
  })
  const category = await payload.create({
    collection: 'categories',
    locale: 'nl',
    data: { name: `Ontwerpen ${Date.now()}`, kind: 'qa' },
  })
  const question = await payload.create({
    collection: 'questions',
    locale: 'nl',
    draft: true,
    data: { question: `${secret}?`, category: category.id, _status: 'draft' },
  })
  questionId = question.id
})

describe('versions and drafts', () => {
  it('the versioned collections and globals are known (the test covers them all)', () => {
    expect(versionedCollections).toEqual(
      expect.arrayContaining(['properties', 'projects', 'articles', 'questions']),
    )
  })

  it.each(outsiders)('are refused to %s for every versioned collection and global', async (who) => {
    const token = tokens[who]
    for (const slug of versionedCollections) {
      const list = await api('GET', `${slug}/versions?limit=0`, { token })
      expect(list.status, `${slug}/versions for ${who}`).toBe(403)
      expect(JSON.stringify(list.json)).not.toContain(secret)
    }
    for (const slug of versionedGlobals) {
      const list = await api('GET', `globals/${slug}/versions?limit=0`, { token })
      expect(list.status, `globals/${slug}/versions for ${who}`).toBe(403)
    }
  })

  it.each(outsiders)('never show %s the text of a draft, asked with ?draft=true', async (who) => {
    const token = tokens[who]
    const questions = await api(
      'GET',
      'questions/versions?where[version._status][equals]=draft&limit=0',
      { token },
    )
    expect(JSON.stringify(questions.json)).not.toContain(secret)
    const draftQuestion = await api('GET', `questions/${questionId}?draft=true&locale=nl`, {
      token,
    })
    expect(draftQuestion.status).toBe(404)
    const article = await api('GET', `articles/${articleId}?draft=true&locale=nl`, { token })
    expect(JSON.stringify(article.json)).not.toContain(secret)
    const articles = await api('GET', 'articles?draft=true&locale=nl&limit=0', { token })
    expect(JSON.stringify(articles.json)).not.toContain(secret)
  })

  it.each(staff)('stay readable to the %s', async (who) => {
    const token = tokens[who]
    for (const slug of versionedCollections) {
      expect((await api('GET', `${slug}/versions?limit=1`, { token })).status, slug).toBe(200)
    }
    for (const slug of versionedGlobals) {
      expect((await api('GET', `globals/${slug}/versions?limit=1`, { token })).status).toBe(200)
    }
    const questions = await api(
      'GET',
      'questions/versions?where[version._status][equals]=draft&limit=0',
      { token },
    )
    expect(JSON.stringify(questions.json)).toContain(secret)
    const article = await api('GET', `articles/${articleId}?draft=true&locale=nl`, { token })
    expect((article.json as Json).title).toBe(secret)
  })
})

describe('the job queue', () => {
  it.each(outsiders)('cannot be run or scheduled by %s', async (who) => {
    const token = tokens[who]
    const run = await api('GET', 'payload-jobs/run?allQueues=true', { token })
    expect(run.status).toBe(401)
    const schedules = await api('GET', 'payload-jobs/handle-schedules', { token })
    expect(schedules.status).toBeGreaterThanOrEqual(400)
    expect(schedules.status).toBeLessThan(500)
    expect((await api('GET', 'payload-jobs', { token })).status).toBe(403)
  })

  it.each(outsiders)('refuses %s to queue or cancel a job through the local API', async (who) => {
    const token = tokens[who]
    const { user } = token
      ? await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
      : { user: null }
    const req = await createLocalReq({ user: user ?? undefined }, payload)
    await expect(
      payload.jobs.queue({
        task: 'sendMail',
        input: { outboxId: '0' },
        overrideAccess: false,
        req,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.jobs.cancel({ where: { id: { equals: 0 } }, overrideAccess: false, req }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it.each(staff)('can be run by the %s', async (who) => {
    const run = await api('GET', 'payload-jobs/run?queue=none-of-ours', { token: tokens[who] })
    expect(run.status).toBe(200)
  })
})
