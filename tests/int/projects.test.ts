// New-build projects: "sold out" follows from the units, whatever the editor sends.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

type UnitStatus = 'available' | 'option' | 'sold'

const unit = (status: UnitStatus, floor = 0) => ({
  floor,
  type: 'apartment' as const,
  bedrooms: 2,
  surface: 85,
  price: 295000,
  status,
})

const createProject = (units: ReturnType<typeof unit>[], soldOut?: boolean) =>
  payload.create({
    collection: 'projects',
    data: {
      title: 'Residentie De Linde',
      zip: '3000',
      city: 'Leuven',
      units,
      ...(soldOut === undefined ? {} : { soldOut }),
      _status: 'published',
    },
  })

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('project sold out', () => {
  it('is true when every unit is sold', async () => {
    const project = await createProject([unit('sold', 0), unit('sold', 1), unit('sold', 2)])
    expect(project.soldOut).toBe(true)
  })

  it('is false while one unit is available or under option', async () => {
    expect((await createProject([unit('sold'), unit('available', 1)])).soldOut).toBe(false)
    expect((await createProject([unit('sold'), unit('option', 1)])).soldOut).toBe(false)
  })

  it('is false for a project without units, even when the editor ticks it', async () => {
    expect((await createProject([], true)).soldOut).toBe(false)
  })

  it('follows the units when the last one is sold and when a sale falls through', async () => {
    const project = await createProject([unit('sold'), unit('option', 1)])
    const units = project.units!.map((item) => ({ ...item, status: 'sold' as const }))
    const soldOut = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { units },
    })
    expect(soldOut.soldOut).toBe(true)

    const reopened = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { units: [...units.slice(1), { ...units[0], status: 'available' as const }] },
    })
    expect(reopened.soldOut).toBe(false)
  })

  it('keeps its value when a save leaves the units untouched', async () => {
    const project = await createProject([unit('sold')])
    const renamed = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { title: 'Residentie De Linde II' },
    })
    expect(renamed.soldOut).toBe(true)
  })

  it('derives the country from a Luxembourg postcode', async () => {
    const project = await payload.create({
      collection: 'projects',
      data: { title: 'Résidence Kirchberg', zip: 'L-1855', city: 'Luxembourg', units: [] },
    })
    expect(project.countryId).toBe(50)
  })
})
