// An editor's property from draft to published to unpublished, through the real REST handlers:
// what a visitor can read at each step, in each language.
import { beforeAll, describe, expect, it } from 'vitest'

import { createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api } from '../helpers/rest'

let editorToken: string

beforeAll(async () => {
  const payload = await getTestPayload()
  editorToken = await tokenFor(payload, await createStaff(payload, 'editor'))
})

const asEditor = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
  api(method, path, { token: editorToken, body })

describe('publishing a property', () => {
  it('shows a property to visitors only once published, in every language, and hides it again when unpublished', async () => {
    const created = await asEditor('POST', 'properties?draft=true&locale=nl', {
      title: 'Rijwoning met tuin in Brugge',
      goal: 'sale',
      zip: '8000',
      city: 'Brugge',
      price: 295000,
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = created.json.doc.id

    expect((await api('GET', `properties/${id}`)).status).toBe(404)

    const translated = await asEditor('PATCH', `properties/${id}?draft=true&locale=fr`, {
      title: 'Maison de rangée avec jardin à Bruges',
    })
    expect(translated.status).toBe(200)
    expect((await api('GET', `properties/${id}`)).status).toBe(404)

    expect(
      (await asEditor('PATCH', `properties/${id}?locale=nl`, { _status: 'published' })).status,
    ).toBe(200)
    const nl = await api('GET', `properties/${id}?locale=nl`)
    const fr = await api('GET', `properties/${id}?locale=fr`)
    expect(nl.status).toBe(200)
    expect(nl.json.title).toBe('Rijwoning met tuin in Brugge')
    expect(fr.json.title).toBe('Maison de rangée avec jardin à Bruges')
    // No German text yet: the visitor reads the Dutch one rather than an empty title.
    expect((await api('GET', `properties/${id}?locale=de`)).json.title).toBe(
      'Rijwoning met tuin in Brugge',
    )

    expect(
      (await asEditor('PATCH', `properties/${id}?locale=nl`, { _status: 'draft' })).status,
    ).toBe(200)
    expect((await api('GET', `properties/${id}`)).status).toBe(404)
    const list = await api('GET', `properties?where[id][equals]=${id}`)
    expect(list.json.totalDocs).toBe(0)
  })

  it('keeps showing the published price while a new price waits in a draft', async () => {
    const created = await asEditor('POST', 'properties?locale=nl', {
      title: 'Appartement aan de Leie',
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      price: 250000,
      _status: 'published',
    })
    const id = created.json.doc.id
    const draft = await asEditor('PATCH', `properties/${id}?draft=true&locale=nl`, {
      price: 199000,
    })
    expect(draft.status).toBe(200)

    expect((await api('GET', `properties/${id}`)).json.price).toBe(250000)
    expect((await api('GET', `properties/${id}?draft=true`)).json.price).toBe(250000)
    const editorView = await api('GET', `properties/${id}?draft=true`, { token: editorToken })
    expect(editorView.json.price).toBe(199000)
  })
})
