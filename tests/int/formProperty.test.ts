// What the forms about a property read on the server: the property's goal, status, published
// price and rental costs (never a hidden price, never a draft), and the rent application's
// parameters from the site settings.
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import { getFormProperty } from '@/lib/forms/queries'
import { getRentAppointmentSettings } from '@/lib/data/settings'

import { getTestPayload } from '../helpers/payload'

// Next's data cache exists only inside a Next server; the reads themselves are under test.
vi.mock(import('next/cache'), async (importOriginal) => ({
  ...(await importOriginal()),
  unstable_cache: ((read: () => unknown) => read) as never,
}))

let payload: Payload

const property = async (title: string, extra: Record<string, unknown> = {}) => {
  const doc = await payload.create({
    collection: 'properties',
    data: {
      title,
      goal: 'sale',
      zip: '9000',
      city: 'Gent',
      price: 350000,
      _status: 'published',
      ...extra,
    } as never,
    ...(extra._status === 'draft' ? { draft: true } : {}),
  })
  return String(doc.id)
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the property of a form', () => {
  it('gives a rental’s goal, status, rent and costs', async () => {
    const id = await property('Form rental', {
      goal: 'rent',
      price: 950,
      finance: { chargesTenant: 80, inventoryCost: 300 },
    })
    expect(await getFormProperty(id, 'nl')).toEqual({
      id,
      title: 'Form rental',
      goal: 'rent',
      status: 'available',
      price: 950,
      chargesTenant: 80,
      inventoryCost: 300,
    })
  })

  it('never gives a price the agency does not publish', async () => {
    const id = await property('Form hidden price', { price: 1_234_567, publishPrice: false })
    expect(await getFormProperty(id, 'nl')).toMatchObject({ id, goal: 'sale', price: null })
  })

  it('knows a sold property', async () => {
    const id = await property('Form sold', { status: 'sold' })
    expect(await getFormProperty(id, 'nl')).toMatchObject({ status: 'sold' })
  })

  it('gives nothing for a draft, an unknown id or a malformed one', async () => {
    const draft = await property('Form draft', { _status: 'draft' })
    expect(await getFormProperty(draft, 'nl')).toBeNull()
    expect(await getFormProperty('999999999', 'nl')).toBeNull()
    expect(await getFormProperty('1 or 1=1', 'nl')).toBeNull()
  })
})

describe('the rent application’s parameters', () => {
  it('reads the minimum income and maximum persons of the site settings', async () => {
    const before = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const update = (rentAppointment: unknown) =>
      payload.updateGlobal({ slug: 'site-settings', data: { rentAppointment } as never })
    await update({ minimumMonthlyIncome: 2400, maximumPersons: 3 })
    try {
      expect(await getRentAppointmentSettings()).toEqual({
        minimumMonthlyIncome: 2400,
        maximumPersons: 3,
      })
    } finally {
      await update(before.rentAppointment ?? {})
    }
  })
})
