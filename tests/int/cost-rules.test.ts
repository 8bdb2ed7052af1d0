// The purchase-cost rules: seeded on a fresh database, read by the property page on the server,
// and through the REST API only by staff (editors read, administrators write).
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import { purchaseCosts } from '@/lib/domain/costs'
import { findCostRules } from '@/lib/data/costRules'
import { ensureCostRules } from '@/seed'
import { costRuleSeeds } from '@/seed/data/costRules'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'

vi.mock(import('next/cache'), async (importOriginal) => ({
  ...(await importOriginal()),
  unstable_cache: ((read: () => unknown) => read) as never,
  revalidateTag: () => {},
}))

let payload: Payload
let adminToken: string
let editorToken: string
let ownerToken: string
let ruleId: number | string

const newRule = (key: string) => ({
  key,
  region: 'flanders',
  kind: 'registrationRate',
  validFrom: '2031-01-01T12:00:00.000Z',
  rate: 1.5,
  sourceUrl: 'https://www.vlaanderen.be/',
})

beforeAll(async () => {
  payload = await getTestPayload()
  await ensureCostRules(payload)
  adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
  editorToken = await tokenFor(payload, await createStaff(payload, 'editor'))
  ownerToken = await tokenFor(payload, await createOwner(payload, 'Kosten Eigenaar'))
  ruleId = (
    await payload.create({
      collection: 'cost-rules',
      data: newRule(`test-rule-${Date.now()}`) as never,
    })
  ).id
})

describe('the seeded rules', () => {
  it('exist on a fresh database, each with its source, and a second seed adds nothing', async () => {
    const { docs } = await payload.find({ collection: 'cost-rules', limit: 0, pagination: false })
    const byKey = new Map(docs.map((doc) => [doc.key, doc]))
    for (const seeded of costRuleSeeds) {
      expect(byKey.get(seeded.key)?.sourceUrl, seeded.key).toBe(seeded.sourceUrl)
    }
    expect(byKey.get('flanders-reduction-modest-home-2025')?.unconfirmed).toBe(true)
    expect(byKey.get('brussels-abatement-2023')?.unconfirmed).toBe(false)
    expect(await ensureCostRules(payload)).toBe(0)
  })

  it('keep an administrator’s edit when the seed runs again', async () => {
    const [row] = (
      await payload.find({
        collection: 'cost-rules',
        where: { key: { equals: 'federal-mortgage-duty' } },
        limit: 1,
      })
    ).docs
    await payload.update({ collection: 'cost-rules', id: row.id, data: { note: 'checked' } })
    await ensureCostRules(payload)
    const again = await payload.findByID({ collection: 'cost-rules', id: row.id })
    expect(again.note).toBe('checked')
  })

  it('reach the page as the rows of the region in force that day, and give the worked total', async () => {
    const rules = await findCostRules('brussels', '2026-03-01')
    expect(new Set(rules.map((rule) => rule.region))).toEqual(new Set(['brussels', 'federal']))
    // The 2017 abatement ended on 31 Mar 2023; the stored noon timestamp is still that day.
    expect(rules.find((rule) => rule.amount === 175_000)).toBeUndefined()
    expect((await findCostRules('brussels', '2023-03-31')).some((r) => r.amount === 175_000)).toBe(
      true,
    )
    const result = purchaseCosts({
      price: 300_000,
      region: 'brussels',
      date: '2026-03-01',
      situation: { ownHome: true, firstPurchase: true, buyers: 1 },
      loan: 0,
      rules,
    })
    // (300,000 − 200,000) × 12.5 % = 12,500 + the €300k purchase deed 4,405.46 (unit tests)
    expect(result.total).toBe(16_905.46)
  })

  it('give Luxembourg no Belgian federal row', async () => {
    const rules = await findCostRules('luxembourg', '2026-03-01')
    expect(rules.length).toBeGreaterThan(0)
    expect(rules.every((rule) => rule.region === 'luxembourg')).toBe(true)
  })
})

describe('who may read and write the rules through the API', () => {
  it('an anonymous visitor: neither read nor write', async () => {
    expect((await api('GET', 'cost-rules')).status).toBe(403)
    expect((await api('GET', `cost-rules/${ruleId}`)).status).toBe(403)
    expect((await api('POST', 'cost-rules', { body: newRule('anon') })).status).toBe(403)
    expect((await api('PATCH', `cost-rules/${ruleId}`, { body: { rate: 0 } })).status).toBe(403)
    expect((await api('DELETE', `cost-rules/${ruleId}`)).status).toBe(403)
  })

  it('an owner: neither read nor write', async () => {
    const token = ownerToken
    expect((await api('GET', 'cost-rules', { token })).status).toBe(403)
    expect((await api('POST', 'cost-rules', { token, body: newRule('owner') })).status).toBe(403)
    expect((await api('PATCH', `cost-rules/${ruleId}`, { token, body: { rate: 0 } })).status).toBe(
      403,
    )
  })

  it('an editor: reads every rule, changes none', async () => {
    const token = editorToken
    const list = await api('GET', 'cost-rules?limit=0', { token })
    expect(list.status).toBe(200)
    expect((list.json.docs as Json[]).length).toBeGreaterThanOrEqual(costRuleSeeds.length)
    expect((await api('POST', 'cost-rules', { token, body: newRule('editor') })).status).toBe(403)
    expect((await api('PATCH', `cost-rules/${ruleId}`, { token, body: { rate: 0 } })).status).toBe(
      403,
    )
    expect((await api('DELETE', `cost-rules/${ruleId}`, { token })).status).toBe(403)
    expect((await payload.findByID({ collection: 'cost-rules', id: ruleId })).rate).toBe(1.5)
  })

  it('an administrator: adds next year’s row, changes and deletes it', async () => {
    const token = adminToken
    const created = await api('POST', 'cost-rules', { token, body: newRule(`admin-${Date.now()}`) })
    expect(created.status).toBe(201)
    const id = (created.json.doc as Json).id
    const patched = await api('PATCH', `cost-rules/${id}`, { token, body: { rate: 1.75 } })
    expect(patched.status).toBe(200)
    expect((patched.json.doc as Json).rate).toBe(1.75)
    expect((await api('DELETE', `cost-rules/${id}`, { token })).status).toBe(200)
  })

  it('refuses an end date before the start date, and a row without a source', async () => {
    const token = adminToken
    const backwards = await api('POST', 'cost-rules', {
      token,
      body: { ...newRule(`bad-${Date.now()}`), validTo: '2030-01-01T12:00:00.000Z' },
    })
    expect(backwards.status).toBe(400)
    const { sourceUrl: _source, ...unsourced } = newRule(`unsourced-${Date.now()}`)
    expect((await api('POST', 'cost-rules', { token, body: unsourced })).status).toBe(400)
  })
})
