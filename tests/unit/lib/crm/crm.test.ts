// Pure parts of the CRM import (docs/crm-import.md): credentials' encryption, the private-host
// rule, the mapping tables of each adapter, the content hash and the field report.
import { afterEach, describe, expect, it } from 'vitest'

import { omnicasaToCanonical } from '@/lib/crm/adapters/omnicasa'
import { geoFromPair } from '@/lib/crm/adapters/shared'
import { sweepbrightToCanonical } from '@/lib/crm/adapters/sweepbright'
import { whiseToCanonical } from '@/lib/crm/adapters/whise'
import { diffRecords, hashListing } from '@/lib/crm/hash'
import { checkPublicUrl, isPrivateAddress } from '@/lib/crm/hosts'
import { decryptSecret, encryptSecret } from '@/lib/crm/secrets'

process.env.PAYLOAD_SECRET ||= 'unit-tests-secret'

afterEach(() => {
  delete process.env.CRM_ALLOW_PRIVATE_HOSTS
})

describe('credentials at rest', () => {
  it('encrypts with a fresh IV each time and decrypts back', () => {
    const a = encryptSecret('s3cret')
    const b = encryptSecret('s3cret')
    expect(a).not.toBe(b)
    expect(a).not.toContain('s3cret')
    expect(decryptSecret(a)).toBe('s3cret')
  })

  it('refuses a value changed at rest', () => {
    const stored = encryptSecret('s3cret')
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA')
    expect(() => decryptSecret(tampered)).toThrow()
  })
})

describe('private hosts', () => {
  it('tells loopback, private and link-local addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(ip)).toBe(true)
    for (const ip of ['8.8.8.8', '172.32.0.1', '2a00:1450::1'])
      expect(isPrivateAddress(ip)).toBe(false)
  })

  it('refuses a loopback base URL unless CRM_ALLOW_PRIVATE_HOSTS=1', async () => {
    await expect(checkPublicUrl('http://127.0.0.1:9/x')).rejects.toThrow(/private/)
    await expect(checkPublicUrl('http://localhost/x')).rejects.toThrow(/private/)
    await expect(checkPublicUrl('file:///etc/passwd')).rejects.toThrow(/scheme/)
    process.env.CRM_ALLOW_PRIVATE_HOSTS = '1'
    await expect(checkPublicUrl('http://127.0.0.1:9/x')).resolves.toBeInstanceOf(URL)
  })
})

describe('coordinates whose axis is not documented', () => {
  it('tells latitude from longitude by the ranges of Belgium and Luxembourg', () => {
    expect(geoFromPair(51.05, 3.72)).toEqual({ latitude: 51.05, longitude: 3.72 })
    expect(geoFromPair(3.72, 51.05)).toEqual({ latitude: 51.05, longitude: 3.72 })
    expect(geoFromPair(0, 0)).toBeNull()
    expect(geoFromPair(40, 40)).toBeNull()
  })
})

describe('the mapping tables', () => {
  it('Whise: offline is withdrawn, an unknown category is reported, a null sub-object is no status', () => {
    const base = {
      id: 1,
      purpose: { id: 1 },
      purposeStatus: { id: 3 },
      displayStatusId: 2,
      category: { id: 2 },
    }
    expect(whiseToCanonical(base)).toMatchObject({
      goal: 'sale',
      status: 'sold',
      type: 'apartment',
    })
    expect(whiseToCanonical({ ...base, displayStatusId: 1 }).status).toBe('withdrawn')
    const unknown = whiseToCanonical({ ...base, category: { id: 42 } })
    expect(unknown.type).toBeNull()
    expect(unknown.unknownCodes).toEqual(['category 42'])
    // A null sub-object never withdraws a live listing: no status, the run fails the listing.
    expect(whiseToCanonical({ ...base, purposeStatus: null }).status).toBeNull()
    expect(whiseToCanonical({ ...base, price: 0 }).price).toBeNull()
  })

  it('Omnicasa: statuses, the option marquee, a hidden price', () => {
    const item = { ID: 7, Goal: 1, Status: 4, MainTypeID: 1, Price: 900, PublishPrice: false }
    expect(omnicasaToCanonical(item)).toMatchObject({
      goal: 'rent',
      status: 'rented',
      type: 'apartment',
      price: 900,
      showPrice: false,
    })
    expect(omnicasaToCanonical({ ...item, Status: 1, MarqueeName: 'Optie' }).status).toBe('option')
    expect(omnicasaToCanonical({ ...item, Status: 5 }).status).toBe('withdrawn')
    expect(omnicasaToCanonical({ ...item, Status: 9 }).unknownCodes).toEqual(['Status 9'])
  })

  it('SweepBright: let is rent, a hidden price and address stay hidden', () => {
    const estate = {
      id: 'x',
      negotiation: 'let',
      status: 'available',
      type: 'apartment',
      price: { amount: 1200, hidden: true },
      location: { city: 'Gent', hidden: true, geo: { latitude: 51, longitude: 3.7 } },
      title: { nl: 'Flat', fr: 'Appart' },
    }
    expect(sweepbrightToCanonical(estate)).toMatchObject({
      goal: 'rent',
      status: 'available',
      showPrice: false,
      showAddress: false,
      title: { nl: 'Flat', fr: 'Appart' },
    })
  })
})

describe('hash and report', () => {
  it('ignores photo URLs (they expire) but not their ids or order', () => {
    const listing = whiseToCanonical({
      id: 1,
      purpose: { id: 1 },
      purposeStatus: { id: 1 },
      displayStatusId: 2,
      pictures: [{ id: 1, order: 1, urlXXL: 'https://a/1?sig=1' }],
    })
    const moved = { ...listing, photos: [{ ...listing.photos[0], url: 'https://a/1?sig=2' }] }
    expect(hashListing(moved)).toBe(hashListing(listing))
    expect(hashListing({ ...listing, photos: [] })).not.toBe(hashListing(listing))
  })

  it('lists the changed fields with before and after', () => {
    expect(
      diffRecords({ price: 1, address: { city: 'Gent' } }, { price: 2, address: { city: 'Gent' } }),
    ).toEqual([{ name: 'price', before: 1, after: 2 }])
  })
})
