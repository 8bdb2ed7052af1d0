// A figure typed beside the price that follows from it — a duty or a notary's fee is a rate or a
// scale of the price, a new build's land share and construction cost add up to it, a deposit is
// months of rent — gives the price away: where the price is hidden, so is the figure.
import { canReadPrice } from '@/access/canReadPrice'

import { hiddenUnless } from './hiddenQueries'

/**
 * Spread into a field whose value tells the price: read like the price (src/access/canReadPrice.ts)
 * and, for those who cannot read it, neither filterable nor sortable (src/fields/hiddenQueries.ts).
 */
export const hiddenWithPrice = {
  access: { read: canReadPrice },
  ...hiddenUnless({ flag: 'publishPrice' }),
}
