// The editorial content model: slugs, testimonials awaiting approval, the four-step plan, the
// language settings and who may change the globals.
import { randomBytes } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { createStaff, getTestPayload } from '../helpers/payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof createStaff>>
let admin: Awaited<ReturnType<typeof createStaff>>

beforeAll(async () => {
  payload = await getTestPayload()
  // The very first account of a database becomes an admin: make the admin first.
  admin = await createStaff(payload, 'admin')
  editor = await createStaff(payload, 'editor')
})

const tag = () => randomBytes(3).toString('hex')

/** The messages of a refused save, as the admin shows them beside the fields. */
const fieldErrors = async (attempt: Promise<unknown>): Promise<string[]> => {
  try {
    await attempt
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []
    return errors.map((e) => e.message)
  }
  throw new Error('the save was accepted')
}

describe('article slugs', () => {
  it('are made from the title with the path rule when left empty', async () => {
    const id = tag()
    const article = await payload.create({
      collection: 'articles',
      locale: 'nl',
      data: { title: `Één stap vóór de notaris & co ${id}`, kind: 'news' },
      draft: true,
    })
    expect(article.slug).toBe(`een-stap-voor-de-notaris-co-${id}`)
  })

  it('are unique per language: a second article with the same title gets a suffix', async () => {
    const title = `Verkopen in Gent ${tag()}`
    const first = await payload.create({
      collection: 'articles',
      locale: 'nl',
      data: { title, kind: 'news' },
      draft: true,
    })
    const second = await payload.create({
      collection: 'articles',
      locale: 'nl',
      data: { title, kind: 'service' },
      draft: true,
    })
    expect(second.slug).toBe(`${first.slug}-2`)

    // The same slug in another language is no clash.
    const french = await payload.update({
      collection: 'articles',
      id: second.id,
      locale: 'fr',
      data: { slug: first.slug },
      draft: true,
    })
    expect(french.slug).toBe(first.slug)
  })

  it('stay the same when only the title changes', async () => {
    const article = await payload.create({
      collection: 'articles',
      locale: 'nl',
      data: { title: `Stabiel adres ${tag()}`, kind: 'news' },
      draft: true,
    })
    const renamed = await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'nl',
      data: { title: 'Een andere titel' },
      draft: true,
    })
    expect(renamed.slug).toBe(article.slug)
  })
})

describe('testimonials', () => {
  it('show an anonymous visitor only the approved ones; staff see all', async () => {
    const name = `Familie ${tag()}`
    const approved = await payload.create({
      collection: 'testimonials',
      data: { name, opinion: 'Vlot verkocht, goed opgevolgd.', approved: true },
    })
    const waiting = await payload.create({
      collection: 'testimonials',
      data: { name, opinion: 'Ingezonden via het formulier.', postedBy: 'visitor' },
    })
    expect(waiting.approved).toBe(false)

    const visible = await payload.find({
      collection: 'testimonials',
      where: { name: { equals: name } },
      overrideAccess: false,
    })
    expect(visible.docs.map((doc) => doc.id)).toEqual([approved.id])
    await expect(
      payload.findByID({ collection: 'testimonials', id: waiting.id, overrideAccess: false }),
    ).rejects.toThrow()

    const forStaff = await payload.find({
      collection: 'testimonials',
      where: { name: { equals: name } },
      overrideAccess: false,
      user: editor,
    })
    expect(forStaff.docs.map((doc) => doc.id).sort()).toEqual([approved.id, waiting.id].sort())
  })

  it('cannot be created or approved by an anonymous visitor', async () => {
    await expect(
      payload.create({
        collection: 'testimonials',
        data: { name: 'Spam', opinion: 'Koop nu', approved: true },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('step plan block', () => {
  const steps = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      title: `Stap ${index + 1}`,
      text: `Wat er gebeurt in stap ${index + 1}.`,
    }))

  const withSteps = (count: number) =>
    payload.create({
      collection: 'articles',
      locale: 'nl',
      data: {
        title: `Stappenplan ${count} ${tag()}`,
        kind: 'step-plan',
        layout: [{ blockType: 'stepPlan', heading: 'In vier stappen', steps: steps(count) }],
      },
      draft: false,
    })

  it('accepts exactly four steps', async () => {
    const article = await withSteps(4)
    const block = article.layout?.[0]
    expect(block?.blockType === 'stepPlan' && block.steps.length).toBe(4)
  })

  it.each([3, 5])('refuses %i steps', async (count) => {
    await expect(withSteps(count)).rejects.toThrow()
  })
})

describe('site settings', () => {
  it('refuse a default language that is not enabled, in the editor’s language', async () => {
    const attempt = (language: string) =>
      payload.updateGlobal({
        slug: 'site-settings',
        data: { enabledLanguages: ['nl', 'fr'], defaultLanguage: 'de' },
        req: { i18n: { language } } as never,
      })
    expect(await fieldErrors(attempt('fr'))).toEqual([
      'La langue par défaut doit faire partie des langues activées.',
    ])
    expect(await fieldErrors(attempt('de'))).toEqual([
      'Die Standardsprache muss eine der aktivierten Sprachen sein.',
    ])
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: { enabledLanguages: ['nl', 'fr'], defaultLanguage: 'fr' },
    })
    expect(saved).toMatchObject({ enabledLanguages: ['nl', 'fr'], defaultLanguage: 'fr' })
  })

  it('refuse disabling the default language, even when only the list is sent', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { enabledLanguages: ['nl', 'fr', 'en', 'de'], defaultLanguage: 'en' },
    })
    expect(
      await fieldErrors(
        payload.updateGlobal({ slug: 'site-settings', data: { enabledLanguages: ['nl', 'fr'] } }),
      ),
    ).toEqual(['De standaardtaal moet een van de ingeschakelde talen zijn.'])
    await payload.updateGlobal({ slug: 'site-settings', data: { defaultLanguage: 'nl' } })
  })

  it('refuse an empty list of languages', async () => {
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { enabledLanguages: [] } }),
    ).rejects.toThrow()
  })

  it('start with the domain’s virtual-tour hosts and keep the agency name', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.tourHosts?.yisual).toEqual(['yisual.com', 'yisual.nl', 'yisual.be'])
    expect(settings.agencyName).toBeTruthy()
  })

  it('keep the page title per language', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'nl',
      data: { pageSettings: { title: 'Immo Demo — vastgoed' } },
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'fr',
      data: { pageSettings: { title: 'Immo Demo — immobilier' } },
    })
    const fr = await payload.findGlobal({ slug: 'site-settings', locale: 'fr' })
    const nl = await payload.findGlobal({ slug: 'site-settings', locale: 'nl' })
    expect(fr.pageSettings?.title).toBe('Immo Demo — immobilier')
    expect(nl.pageSettings?.title).toBe('Immo Demo — vastgoed')
  })
})

describe('globals access', () => {
  it('refuses an anonymous visitor to change the site settings or the navigation', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { agencyName: 'Hijacked' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'navigation', data: { header: [] }, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('lets an editor change the navigation but not the site settings', async () => {
    const navigation = await payload.updateGlobal({
      slug: 'navigation',
      locale: 'nl',
      data: {
        header: [
          { link: { label: 'Te koop', kind: 'route', route: 'for-sale' } },
          { link: { label: 'Blog', kind: 'external', url: 'https://blog.example.be/' } },
        ],
      },
      overrideAccess: false,
      user: editor,
    })
    expect(navigation.header?.map((item) => item.link.label)).toEqual(['Te koop', 'Blog'])
    await expect(
      payload.updateGlobal({
        slug: 'site-settings',
        data: { agencyName: 'Editor was here' },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
    const read = await payload.findGlobal({ slug: 'navigation', overrideAccess: false })
    expect(read.header).toHaveLength(2)
    const byAdmin = await payload.updateGlobal({
      slug: 'site-settings',
      data: { cookieLifetimeDays: 90 },
      overrideAccess: false,
      user: admin,
    })
    expect(byAdmin.cookieLifetimeDays).toBe(90)
  })

  it('refuses a menu link to a site page without a page chosen', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'navigation',
        data: { footer: [{ link: { label: 'Leeg', kind: 'route' } }] },
      }),
    ).rejects.toThrow()
  })
})
