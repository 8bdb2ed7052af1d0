// What a tenant pays at signing (spec §5): first month's rent, first month's charges, the
// tenant's share of the inventory cost (half: landlord and tenant share it) and a deposit of
// 3 months' rent (spec §9), computed from the property.
export const RENT_DEPOSIT_MONTHS = 3
export const TENANT_INVENTORY_SHARE = 0.5

/**
 * The property's figures as the callers have them: typed (the contact page) or as a document's
 * unknown values (the forms' lookup). An amount counts only when it is a finite number.
 */
type RentProperty = {
  price?: unknown
  chargesTenant?: unknown
  inventoryCost?: unknown
  finance?: unknown
}

const amount = (...values: unknown[]) => {
  const found = values.find((value) => typeof value === 'number' && Number.isFinite(value))
  return typeof found === 'number' ? found : 0
}

const isGroup = (value: unknown): value is { chargesTenant?: unknown; inventoryCost?: unknown } =>
  typeof value === 'object' && value !== null

export const totalPayableAtSigning = (property: RentProperty) => {
  const finance = isGroup(property.finance) ? property.finance : null
  const rent = amount(property.price)
  const charges = amount(finance?.chargesTenant, property.chargesTenant)
  const inventoryShare =
    amount(finance?.inventoryCost, property.inventoryCost) * TENANT_INVENTORY_SHARE
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
