// `listedPrice` is the price where visitors may see it and empty where not: the column their lists
// sort by (a sort by the real price would place a hidden price between public ones).
import type { CollectionBeforeChangeHook } from 'payload'

export const listedPriceOf = (price: unknown, publishPrice: unknown): number | null =>
  publishPrice !== false && typeof price === 'number' ? price : null

/** Whatever the client sent, `listedPrice` follows the price and its publish flag. */
export const deriveListedPrice: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const price = 'price' in data ? data.price : originalDoc?.price
  const publishPrice = 'publishPrice' in data ? data.publishPrice : originalDoc?.publishPrice
  return { ...data, listedPrice: listedPriceOf(price, publishPrice) }
}
