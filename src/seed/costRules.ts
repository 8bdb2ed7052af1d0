// The purchase-cost rules every agency needs (docs/decisions/0025): added by every seed run —
// a fresh database, `npm run dev` on an existing one, `npm run seed` — where their key is
// missing. A row an administrator edited keeps their edit; a row they deleted comes back on the
// next seed (retire a rule with an end date instead).
import type { Payload } from 'payload'

import { costRuleSeeds } from './data/costRules'
import { seedContext } from './context'

/** Creates the missing rows; returns how many it created. */
export const ensureCostRules = async (payload: Payload): Promise<number> => {
  const { docs } = await payload.find({
    collection: 'cost-rules',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { key: true },
  })
  const present = new Set(docs.map((doc) => doc.key))
  let created = 0
  for (const { validFrom, validTo, ...rule } of costRuleSeeds) {
    if (present.has(rule.key)) continue
    await payload.create({
      collection: 'cost-rules',
      data: {
        ...rule,
        ownHome: rule.ownHome ?? 'any',
        firstPurchase: rule.firstPurchase ?? 'any',
        coversLand: rule.coversLand ?? true,
        unconfirmed: rule.unconfirmed ?? false,
        // Noon UTC: the same calendar day in every time zone the admin may be shown in.
        validFrom: `${validFrom}T12:00:00.000Z`,
        ...(validTo ? { validTo: `${validTo}T12:00:00.000Z` } : {}),
      },
      context: seedContext,
    })
    created++
  }
  return created
}
