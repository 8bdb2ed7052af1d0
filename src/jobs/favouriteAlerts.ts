// `matchFavourites` (docs/decisions/0028): queued by the Properties hook for a price drop, an
// option, a sale or a rental; mails the confirmed favourites lists holding the property, once
// ever per list, property and event (src/lib/favourites/alerts.ts). On the mail queue, so the
// minute's cron runs it.
import { matchFavourites } from '@/lib/favourites/alerts'
import { favouriteEvents } from '@/lib/favourites/statuses'

import { propertyEventTask } from './propertyEventTask'

export const matchFavouritesTask = propertyEventTask({
  slug: 'matchFavourites',
  label: 'Alert favourites',
  events: favouriteEvents,
  run: matchFavourites,
})
