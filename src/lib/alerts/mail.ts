// The saved-search mails, in the subscriber's language (`Alerts.mail` catalogue): the double
// opt-in mail (only our own text and the link: it may go to an address a stranger typed) and the
// alert (one property, instant) or digest (up to 20, newest first), each property with its
// photo, title, place, price (the old one struck through after a drop), why it matches and a
// button to its page, then the manage and unsubscribe links.
import type { Locale } from '@/i18n/locales'
import { catalogues, serverTranslator } from '@/i18n/server'
import { formatPrice } from '@/lib/domain/money'
import { headerSafe } from '@/lib/mail/html'
import { layout, listingPart, paragraphPart, type Rendered } from '@/lib/mail/templates'

import type { AlertEvent } from './criteria'

export const alertsTranslator = (locale: Locale) => serverTranslator(locale, 'Alerts')

const typeName = (locale: Locale, type?: string | null) => {
  const types = catalogues[locale].PropertyTypes as Record<string, string>
  return (type && types[type]) || types.other
}

export type AlertItem = {
  event: AlertEvent
  title: string
  place: string
  url: string
  photoUrl?: string | null
  propertyType?: string | null
  price?: number | null
  oldPrice?: number | null
}

export const alertConfirmMail = ({
  locale,
  confirmUrl,
  agencyName,
}: {
  locale: Locale
  confirmUrl: string
  agencyName: string
}): Rendered => {
  const t = alertsTranslator(locale)
  return {
    subject: headerSafe(t('mail.confirmSubject', { agency: agencyName })),
    ...layout({
      locale,
      paragraphs: [t('mail.confirmIntro')],
      button: { label: t('mail.confirmButton'), url: confirmUrl },
      footer: [agencyName],
    }),
  }
}

/** The price line of a listing in an alert, the old price struck through after a drop. */
export const alertPrices = (locale: Locale, price?: number | null, oldPrice?: number | null) => {
  const t = alertsTranslator(locale)
  return {
    price: typeof price === 'number' ? formatPrice(price) : t('mail.priceOnRequest'),
    oldPrice:
      typeof oldPrice === 'number'
        ? {
            text: formatPrice(oldPrice),
            spoken: t('mail.oldPrice', { price: formatPrice(oldPrice) }),
          }
        : null,
  }
}

export const alertMail = ({
  locale,
  items,
  more = 0,
  manageUrl,
  unsubscribeUrl,
  agencyName,
  digest,
}: {
  locale: Locale
  items: AlertItem[]
  /** Matches left out of a digest (over 20). */
  more?: number
  manageUrl: string
  unsubscribeUrl: string
  agencyName: string
  digest: boolean
}): Rendered => {
  const t = alertsTranslator(locale)
  const parts = items.map((item) =>
    listingPart({
      locale,
      title: item.title,
      place: item.place,
      ...alertPrices(locale, item.price, item.event === 'priceDrop' ? item.oldPrice : null),
      why: t('mail.whyLine', {
        reason: t(`mail.why_${item.event}`),
        type: typeName(locale, item.propertyType).toLowerCase(),
        place: item.place,
      }),
      link: { label: t('mail.view'), url: item.url },
      photoUrl: item.photoUrl,
    }),
  )
  const subject = digest
    ? t('mail.digestSubject', { count: items.length + more, agency: agencyName })
    : t('mail.instantSubject', { title: items[0]?.title ?? '', agency: agencyName })
  return {
    subject: headerSafe(subject),
    ...layout({
      locale,
      paragraphs: [t('mail.intro')],
      parts: more > 0 ? [...parts, paragraphPart(t('mail.more', { count: more }))] : parts,
      footer: [t('mail.footer'), agencyName],
      footerLinks: [
        { label: t('mail.manage'), url: manageUrl },
        { label: t('mail.unsubscribe'), url: unsubscribeUrl },
      ],
    }),
  }
}
