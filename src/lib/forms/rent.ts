// What a tenant pays at signing (spec §5): first month's rent, first month's charges, the
// tenant's share of the inventory cost (half: landlord and tenant share it) and a deposit of
// 3 months' rent (spec §9), computed from the property.
export const RENT_DEPOSIT_MONTHS = 3
export const TENANT_INVENTORY_SHARE = 0.5

type RentProperty = {
  price?: number | null
  chargesTenant?: number | null
  inventoryCost?: number | null
  finance?: { chargesTenant?: number | null; inventoryCost?: number | null } | null
}

const amount = (...values: unknown[]) => {
  const found = values.find((value) => typeof value === 'number' && Number.isFinite(value))
  return typeof found === 'number' ? found : 0
}

export const totalPayableAtSigning = (property: RentProperty) => {
  const rent = amount(property.price)
  const charges = amount(property.finance?.chargesTenant, property.chargesTenant)
  const inventoryShare =
    amount(property.finance?.inventoryCost, property.inventoryCost) * TENANT_INVENTORY_SHARE
  const deposit = rent * RENT_DEPOSIT_MONTHS
  return {
    rent,
    charges,
    inventoryShare,
    deposit,
    total: rent + charges + inventoryShare + deposit,
  }
}

/** The advance of an offer to purchase: 10 % of the amount, on the agent's third-party account. */
export const OFFER_ADVANCE_RATE = 0.1
