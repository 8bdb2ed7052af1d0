// The purchase-cost rules a property page needs: the rows of its region (and Belgium's federal
// ones) in force on the page's day, as small serialisable objects for the cost panel. The
// collection itself is closed to visitors (collections/CostRules.ts); this server-side read is
// the one public use of it (docs/decisions/0025). Cached, tagged: an admin's edit re-renders the
// pages that show the rules.
import 'server-only'

import { unstable_cache } from 'next/cache'

import { cacheTags } from '@/lib/cacheTags'
import {
  inForce,
  regionsFor,
  toCalendarDay,
  type CostRegion,
  type CostRule,
} from '@/lib/domain/costs'
import { getPayloadClient } from '@/lib/payload'
import type { CostRule as CostRuleDoc } from '@/payload-types'

const select = {
  region: true,
  kind: true,
  validFrom: true,
  validTo: true,
  ownHome: true,
  firstPurchase: true,
  priceCeiling: true,
  coversLand: true,
  rate: true,
  amount: true,
  perBuyer: true,
  subjectToVat: true,
  brackets: true,
  unconfirmed: true,
  sourceUrl: true,
} as const

/** A stored row as the domain reads it: calendar days, no empty fields. */
export const toCostRule = (doc: Partial<CostRuleDoc> & { id: number | string }): CostRule => {
  const rule: CostRule = {
    id: String(doc.id),
    region: doc.region as CostRegion,
    kind: doc.kind as CostRule['kind'],
    validFrom: toCalendarDay(doc.validFrom ?? ''),
  }
  if (doc.validTo) rule.validTo = toCalendarDay(doc.validTo)
  if (doc.ownHome && doc.ownHome !== 'any') rule.ownHome = doc.ownHome
  if (doc.firstPurchase && doc.firstPurchase !== 'any') rule.firstPurchase = doc.firstPurchase
  if (typeof doc.priceCeiling === 'number') rule.priceCeiling = doc.priceCeiling
  if (doc.coversLand === false) rule.coversLand = false
  if (typeof doc.rate === 'number') rule.rate = doc.rate
  if (typeof doc.amount === 'number') rule.amount = doc.amount
  if (doc.perBuyer) rule.perBuyer = true
  if (doc.subjectToVat) rule.subjectToVat = true
  if (doc.brackets?.length)
    rule.brackets = doc.brackets.map((bracket) => ({ from: bracket.from, rate: bracket.rate }))
  if (doc.unconfirmed) rule.unconfirmed = true
  if (doc.sourceUrl) rule.sourceUrl = doc.sourceUrl
  return rule
}

/** The rules of a region in force on a day (`YYYY-MM-DD`), uncached (tests call this). */
export const findCostRules = async (
  region: Exclude<CostRegion, 'federal'>,
  day: string,
): Promise<CostRule[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'cost-rules',
    where: { region: { in: regionsFor(region) } },
    select,
    depth: 0,
    limit: 0,
    pagination: false,
    // Visitors may not list the collection; these rows are the published law the page explains.
    overrideAccess: true,
  })
  return docs.map(toCostRule).filter((rule) => inForce(rule, day))
}

export const getCostRules = (region: Exclude<CostRegion, 'federal'>, day: string) =>
  unstable_cache(() => findCostRules(region, day), ['cost-rules', region, day], {
    tags: [cacheTags.costRules],
    revalidate: 3600,
  })()
