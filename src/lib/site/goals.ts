// What a property is offered for, and the list of the site that shows each goal. The one place
// that maps a goal to its list: pages, paths, mails and alerts ask here (docs/public-urls.md).

export const GOALS = ['sale', 'rent'] as const
export type Goal = (typeof GOALS)[number]

export const isGoal = (value: unknown): value is Goal =>
  typeof value === 'string' && (GOALS as readonly string[]).includes(value)

/** A stored goal read defensively: anything but 'rent' is a sale (the field's default). */
export const goalOf = (value: unknown): Goal => (value === 'rent' ? 'rent' : 'sale')

/** The list of a goal, as an internal path of the navigation. */
export const LIST_ROUTES = { sale: '/for-sale', rent: '/for-rent' } as const
export type ListRoute = (typeof LIST_ROUTES)[Goal]

export const listRouteOf = (goal: Goal): ListRoute => LIST_ROUTES[goal]

/** The detail route of a goal, as an internal path pattern of the navigation. */
export const detailRouteOf = (goal: Goal) => `${listRouteOf(goal)}/[city]/[slug]/[id]` as const

/** The key of the list's name in the layout's catalogue ('forSale', 'forRent'). */
export const LIST_NAME_KEYS = { sale: 'forSale', rent: 'forRent' } as const satisfies Record<
  Goal,
  string
>
