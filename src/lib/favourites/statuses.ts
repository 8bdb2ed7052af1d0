// The states of a favourites list across devices (docs/decisions/0028).
export const favouriteListStatuses = ['pending', 'active', 'stopped'] as const
export type FavouriteListStatus = (typeof favouriteListStatuses)[number]

/** The events a favourite is mailed about: its price lowered, under option, sold, rented. */
export const favouriteEvents = ['priceDrop', 'option', 'sold', 'rented'] as const
export type FavouriteEvent = (typeof favouriteEvents)[number]
