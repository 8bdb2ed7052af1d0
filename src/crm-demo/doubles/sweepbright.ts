// A stand-in for SweepBright's website API (the wire subset of docs/crm-import.md): OAuth client
// credentials, GET /estates/{id} with the versioned Accept header, PUT /estates/{id}/url, POST
// /estates/{id}/contacts; image URLs that change on every read (they expire).
import { startDouble, type Double } from './double'

export type SweepBrightDouble = Double & {
  estates: Map<string, Record<string, unknown>>
  credentials: { clientId: string; clientSecret: string }
  urls: Array<{ id: string; url: string }>
  contacts: unknown[]
  add: (id: string, extra?: Record<string, unknown>) => void
}

const ACCEPT = 'application/vnd.sweepbright.v20191206+json'

export const startSweepBrightDouble = async (): Promise<SweepBrightDouble> => {
  const state = {} as SweepBrightDouble
  let reads = 0
  const double = await startDouble(async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    if (request.method === 'POST' && request.path === '/oauth/token') {
      const ok =
        body.client_id === state.credentials.clientId &&
        body.client_secret === state.credentials.clientSecret
      return ok
        ? { status: 200, json: { access_token: 'sb-token', expires_in: 3600 } }
        : { status: 401, json: { error: 'invalid_client' } }
    }
    if (request.auth !== 'Bearer sb-token') return { status: 401, json: {} }
    const match = request.path.match(/^\/estates\/([\w-]+)(\/url|\/contacts)?$/)
    if (!match) return null
    const [, id, tail] = match
    if (request.method === 'GET' && !tail) {
      const estate = state.estates.get(id)
      if (!estate) return { status: 404, json: { message: 'not found' } }
      reads++
      const images = (estate.images as Array<Record<string, unknown>>).map((image) => ({
        ...image,
        // Expiring URLs: a new signature on every read.
        url: `${image.url}?signature=${reads}`,
        url_expires_on: new Date(Date.now() + 60_000).toISOString(),
      }))
      return { status: 200, json: { ...estate, images } }
    }
    if (request.method === 'PUT' && tail === '/url') {
      state.urls.push({ id, url: String(body.url) })
      return { status: 200, json: {} }
    }
    if (request.method === 'POST' && tail === '/contacts') {
      state.contacts.push({ id, ...body })
      return { status: 201, json: {} }
    }
    return null
  })
  Object.assign(state, double, {
    estates: new Map(),
    credentials: { clientId: 'sb-client', clientSecret: 'sb-secret!' },
    urls: [],
    contacts: [],
    add: (id: string, extra: Record<string, unknown> = {}) => {
      state.estates.set(id, {
        id,
        negotiation: 'sale',
        status: 'available',
        type: 'house',
        sub_type: null,
        price: { amount: 425000, currency: 'EUR', hidden: false },
        location: {
          street: 'Wetstraat',
          number: '16',
          box: null,
          postal_code: '1000',
          city: 'Brussel',
          country: 'BE',
          hidden: false,
          geo: { latitude: 50.8466, longitude: 4.3528 },
        },
        bedrooms: 2,
        bathrooms: 1,
        sizes: { liveable_area: 110, plot_area: null },
        epc_value: 150,
        epc_category: 'C',
        title: { nl: `Huis ${id.slice(0, 4)}`, fr: `Maison ${id.slice(0, 4)}` },
        description: { nl: 'Een mooi huis', fr: 'Une belle maison', en: 'A nice house' },
        images: [
          { id: `${id}-1`, url: `${double.url}/photos/sb-${id}-1.png`, ordinal: 1 },
          { id: `${id}-2`, url: `${double.url}/photos/sb-${id}-2.png`, ordinal: 2 },
        ],
        ...extra,
      })
    },
  })
  void ACCEPT
  return state
}
