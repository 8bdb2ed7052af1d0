// A stand-in for Whise's API (the wire subset of docs/crm-import.md): token login, client token
// (expiring on demand), paged estates list with UpdateDateTimeRange, contacts upsert; a scenario
// control that moves the CRM's state between runs.
import { startDouble, type Double, type DoubleOptions, type Route } from './double'

export type WhiseEstate = Record<string, unknown> & { id: number; updateDateTime: string }

const now = () => new Date().toISOString()

/** A listing of the double: a house for sale in Gent, two photos, texts in nl and fr. */
export const whiseEstate = (
  n: number,
  base: string,
  extra: Partial<WhiseEstate> = {},
  prefix = 'W',
): WhiseEstate => ({
  id: 5000 + n,
  referenceNumber: `${prefix}-${n}`,
  name: `Estate ${n}`,
  address: 'Veldstraat',
  number: String(n),
  box: null,
  zip: '9000',
  city: 'Gent',
  country: { id: 1 },
  price: 300000 + n * 1000,
  currency: '€',
  area: 120 + n,
  groundArea: 300,
  rooms: 3,
  bathRooms: 1,
  category: { id: 1 },
  purpose: { id: 1 },
  purposeStatus: { id: 1 },
  displayStatusId: 2,
  updateDateTime: now(),
  shortDescription: [
    { languageId: 'nl-BE', content: `Mooie woning nummer ${n}` },
    { languageId: 'fr-BE', content: `Belle maison numéro ${n}` },
  ],
  details: [
    { id: 1849, value: '3.7174' },
    { id: 1850, value: '51.0543' },
    { id: 2056, value: 'B' },
    { id: 2089, value: 180 },
  ],
  pictures: [
    {
      id: n * 10 + 1,
      order: 1,
      urlXXL: `${base}/photos/w${n}-a.png`,
      urlLarge: `${base}/photos/w${n}-a-l.png`,
    },
    {
      id: n * 10 + 2,
      order: 2,
      urlXXL: `${base}/photos/w${n}-b.png`,
      urlLarge: `${base}/photos/w${n}-b-l.png`,
    },
  ],
  ...extra,
})

export type WhiseDouble = Double & {
  estates: WhiseEstate[]
  credentials: { username: string; password: string; clientId: string; officeId: string }
  /** Client tokens answer 401 after this many uses (then a new login works). */
  expireTokensAfter: number | null
  /** The next list answers repeat the last estate of the previous page first. */
  duplicateAcrossPages: boolean
  contacts: unknown[]
  scenario: {
    add: (n: number, extra?: Partial<WhiseEstate>) => WhiseEstate
    change: (id: number, patch: Partial<WhiseEstate>) => void
    priceChange: (id: number, price: number | null) => void
    option: (id: number) => void
    sold: (id: number) => void
    withdrawn: (id: number) => void
    deleted: (id: number) => void
    backOnline: (id: number) => void
  }
}

export type WhiseDoubleOptions = DoubleOptions & {
  count?: number
  prefix?: string
  /** The CRM's listings at start (given the double's address); default `count` of whiseEstate. */
  estates?: (base: string) => WhiseEstate[]
  /** Asked first, before the API (the demo's control page); null: not its request. */
  pages?: (double: WhiseDouble) => Route
}

export const startWhiseDouble = async ({
  count = 3,
  prefix = 'W',
  estates,
  pages,
  ...options
}: WhiseDoubleOptions = {}): Promise<WhiseDouble> => {
  let tokens = 0
  const live = new Map<string, number>()
  // The route needs the double (estates, faults): filled in below.
  const state = {} as WhiseDouble
  const page = pages?.(state)
  const double = await startDouble(async (request) => {
    const shown = await page?.(request)
    if (shown) return shown
    const body = (request.body ?? {}) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    if (request.method === 'POST' && request.path === '/token') {
      const ok =
        body.Username === state.credentials.username && body.Password === state.credentials.password
      return ok
        ? { status: 200, json: { token: 'market-token' } }
        : { status: 401, json: { error: 'invalid' } }
    }
    if (request.method === 'POST' && request.path === '/v1/admin/clients/token') {
      if (request.auth !== 'Bearer market-token') return { status: 401, json: {} }
      if (String(body.ClientId) !== state.credentials.clientId) return { status: 403, json: {} }
      const token = `client-${++tokens}`
      live.set(token, 0)
      return { status: 200, json: { token } }
    }
    const token = request.auth?.replace(/^Bearer /, '') ?? ''
    if (!live.has(token)) return { status: 401, json: { error: 'expired' } }
    const uses = live.get(token)! + 1
    live.set(token, uses)
    if (state.expireTokensAfter !== null && uses > state.expireTokensAfter) {
      live.delete(token)
      return { status: 401, json: { error: 'expired' } }
    }
    if (request.method === 'POST' && request.path === '/v1/estates/list') {
      const min = body.Filter?.UpdateDateTimeRange?.Min
      const all = state.estates.filter((estate) => !min || estate.updateDateTime >= min)
      const offset = Number(body.Page?.Offset ?? 0)
      const limit = Number(body.Page?.Limit ?? 50)
      if (state.faults.failFromOffset !== null && offset >= state.faults.failFromOffset)
        return { status: 500, json: { error: 'page failed' } }
      let page = all.slice(offset, offset + limit)
      if (state.duplicateAcrossPages && offset > 0) page = [all[offset - 1], ...page]
      return { status: 200, json: { estates: page, totalCount: all.length } }
    }
    if (request.method === 'POST' && request.path === '/v1/contacts/upsert') {
      state.contacts.push(body)
      return { status: 200, json: { contactId: state.contacts.length } }
    }
    return null
  }, options)
  const touch = (id: number, patch: Partial<WhiseEstate>) => {
    const estate = state.estates.find((e) => e.id === id)
    if (!estate) throw new Error(`no estate ${id}`)
    Object.assign(estate, patch, { updateDateTime: new Date(Date.now() + 1).toISOString() })
  }
  Object.assign(state, double, {
    estates:
      estates?.(double.url) ??
      Array.from({ length: count }, (_, i) => whiseEstate(i + 1, double.url, {}, prefix)),
    credentials: { username: 'agency', password: 's3cret-Whise!', clientId: '77', officeId: '12' },
    expireTokensAfter: null,
    duplicateAcrossPages: false,
    contacts: [],
    scenario: {
      add: (n: number, extra: Partial<WhiseEstate> = {}) => {
        const estate = whiseEstate(n, double.url, extra, prefix)
        state.estates.push(estate)
        return estate
      },
      change: touch,
      priceChange: (id: number, price: number | null) => touch(id, { price }),
      option: (id: number) => touch(id, { purposeStatus: { id: 5 } }),
      sold: (id: number) => touch(id, { purposeStatus: { id: 3 } }),
      withdrawn: (id: number) => touch(id, { displayStatusId: 1 }),
      deleted: (id: number) => {
        state.estates = state.estates.filter((e) => e.id !== id)
      },
      backOnline: (id: number) => touch(id, { displayStatusId: 2 }),
    },
  })
  return state
}
