// A stand-in for Omnicasa's service (the wire subset of docs/crm-import.md): GET
// {base}/{Method}Json?json=… with the credentials inside the JSON, the result envelope, the
// 1-based row window, one language per call, the deleted-ids feed and ContactOnMe.
import { startDouble, type Double } from './double'

type Item = Record<string, unknown> & { ID: number; LastChanged: number }

export type OmnicasaDouble = Double & {
  base: string
  items: Item[]
  deleted: Array<{ id: number; at: number }>
  credentials: { customerName: string; customerPassword: string }
  contacts: unknown[]
  add: (n: number, extra?: Record<string, unknown>) => Item
  change: (id: number, patch: Record<string, unknown>) => void
  remove: (id: number) => void
}

const words: Record<number, string> = {
  1: 'Mooi huis',
  2: 'Belle maison',
  3: 'Nice house',
  4: 'Schönes Haus',
}

export const startOmnicasaDouble = async (): Promise<OmnicasaDouble> => {
  const state = {} as OmnicasaDouble
  const envelope = (method: string, value: unknown, ok = true, message: string | null = null) => ({
    status: 200,
    json: { [`${method}JsonResult`]: { Success: ok, Message: message, Value: ok ? value : null } },
  })
  const double = await startDouble(async (request) => {
    const match = request.path.match(/\/OmnicasaService\.svc\/(\w+)Json$/)
    if (!match) return null
    const method = match[1]
    const json = JSON.parse(new URLSearchParams(request.query).get('json') ?? '{}')
    if (
      json.CustomerName !== state.credentials.customerName ||
      json.CustomerPassword !== state.credentials.customerPassword
    )
      return envelope(method, null, false, 'Invalid customer')
    const since = /\/Date\((\d+)\)\//.exec(String(json.ChangeSince ?? ''))?.[1]
    if (method === 'GetPropertyList') {
      const rows = state.items.filter((item) => !since || item.LastChanged >= Number(since))
      const window = rows.slice(Number(json.Limit1) - 1, Number(json.Limit2))
      const language = Number(json.LanguageId)
      const items = window.map((item) => ({
        ...item,
        DescriptionA: `${words[language]} ${item.ID}`,
        TypeDescription: language === 2 ? 'Maison' : 'Huis',
      }))
      return envelope(method, { Items: items, RowsCount: rows.length })
    }
    if (method === 'GetDeletedPropertyIDs')
      return envelope(
        method,
        state.deleted.filter((d) => !since || d.at >= Number(since)).map((d) => d.id),
      )
    if (method === 'ContactOnMe') {
      state.contacts.push(json)
      return envelope(method, state.contacts.length)
    }
    return null
  })
  const base = `${double.url}/1.12/OmnicasaService.svc`
  Object.assign(state, double, {
    base,
    items: [],
    deleted: [],
    credentials: { customerName: 'agency-omni', customerPassword: 'Omni-pass-42' },
    contacts: [],
    add: (n: number, extra: Record<string, unknown> = {}) => {
      const item: Item = {
        ID: 9000 + n,
        Ident: `O-${n}`,
        Goal: 0,
        Status: 1,
        MarqueeName: null,
        Price: 250000 + n,
        PublishPrice: true,
        Street: 'Markt',
        HouseNumber: String(n),
        BoxNr: null,
        Zip: '8000',
        City: 'Brugge',
        CountryID: 10,
        PublishAddress: true,
        // The axis is not documented: this double sends latitude first.
        GoogleX: 51.2093,
        GoogleY: 3.2247,
        SurfaceLiving: 140,
        SurfaceGround: 250,
        NumberOfBedRooms: 3,
        NumberOfBathRooms: 2,
        EnergyPerformance: 210,
        EPCLabelText: 'C',
        ConstructionYear: 1998,
        MainTypeID: 139,
        LastChanged: Date.now(),
        XLargePictureItems: [
          { ID: n * 10 + 1, Url: `${double.url}/photos/o${n}-1.png` },
          { ID: n * 10 + 2, Url: `${double.url}/photos/o${n}-2.png` },
        ],
        ...extra,
      }
      state.items.push(item)
      return item
    },
    change: (id: number, patch: Record<string, unknown>) => {
      const item = state.items.find((i) => i.ID === id)!
      Object.assign(item, patch, { LastChanged: Date.now() + 1 })
    },
    remove: (id: number) => {
      state.items = state.items.filter((i) => i.ID !== id)
      state.deleted.push({ id, at: Date.now() + 1 })
    },
  })
  return state
}
