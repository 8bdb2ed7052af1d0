// The favourites mails, in the visitor's language (`Favourites.mail`), in the style of the
// saved-search mails (src/lib/alerts/mail.ts): the link that keeps the favourites on every
// device (only our own text and the link: it may go to an address a stranger typed), and the
// alert about one favourite (photo, title, place, price with the old one struck through after a
// drop, what happened, a button to its page, then the favourites and unsubscribe links).
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server'
import { alertPrices, alertsTranslator } from '@/lib/alerts/mail'
import { headerSafe } from '@/lib/mail/html'
import { layout, listingPart, type Rendered } from '@/lib/mail/templates'

import type { FavouriteEvent } from './statuses'

const translator = (locale: Locale) => serverTranslator(locale, 'Favourites.mail')

export const favouritesLinkMail = ({
  locale,
  url,
  agencyName,
}: {
  locale: Locale
  url: string
  agencyName: string
}): Rendered => {
  const t = translator(locale)
  return {
    subject: headerSafe(t('linkSubject', { agency: agencyName })),
    ...layout({
      locale,
      paragraphs: [t('linkIntro')],
      button: { label: t('linkButton'), url },
      footer: [agencyName],
    }),
  }
}

export type FavouriteAlertItem = {
  title: string
  place: string
  url: string
  photoUrl?: string | null
  price?: number | null
  oldPrice?: number | null
}

export const favouriteAlertMail = ({
  locale,
  event,
  item,
  favouritesUrl,
  unsubscribeUrl,
  agencyName,
}: {
  locale: Locale
  event: FavouriteEvent
  item: FavouriteAlertItem
  favouritesUrl: string
  unsubscribeUrl: string
  agencyName: string
}): Rendered => {
  const t = translator(locale)
  const listing = listingPart({
    locale,
    title: item.title,
    place: item.place,
    ...alertPrices(locale, item.price, event === 'priceDrop' ? item.oldPrice : null),
    why: t(`why_${event}`),
    link: { label: alertsTranslator(locale)('mail.view'), url: item.url },
    photoUrl: item.photoUrl,
  })
  return {
    subject: headerSafe(t(`subject_${event}`, { title: item.title, agency: agencyName })),
    ...layout({
      locale,
      paragraphs: [t('intro')],
      parts: [listing],
      footer: [t('footer'), agencyName],
      footerLinks: [
        { label: t('manage'), url: favouritesUrl },
        { label: t('unsubscribe'), url: unsubscribeUrl },
      ],
    }),
  }
}
