// The favourites mails, in the visitor's language (`Favourites.mail`), in the style of the
// saved-search mails (src/lib/alerts/mail.ts): the link that keeps the favourites on every
// device (only our own text and the link: it may go to an address a stranger typed), and the
// alert about one favourite (photo, title, place, price with the old one struck through after a
// drop, what happened, a button to its page, then the favourites and unsubscribe links).
import { createTranslator } from 'use-intl/core'

import type { Locale } from '@/i18n/locales'
import { formatPrice } from '@/lib/domain/money'
import { catalogues } from '@/lib/forms/messages'
import { escapeHtml, headerSafe } from '@/lib/mail/html'
import type { Rendered } from '@/lib/mail/templates'

import type { FavouriteEvent } from './statuses'

const translator = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Favourites.mail' })
const alertsTranslator = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Alerts.mail' })

const button = (url: string, text: string) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#1d3a5f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(text)}</a></p>`

const page = (locale: Locale, body: string) =>
  `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1d2430;max-width:640px">${body}</body></html>`

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
  const html = page(
    locale,
    `<p>${escapeHtml(t('linkIntro'))}</p>${button(url, t('linkButton'))}<p style="font-size:12px;color:#4a5566">${escapeHtml(agencyName)}</p>`,
  )
  const text = [t('linkIntro'), `${t('linkButton')}: ${url}`, agencyName].join('\n\n')
  return { subject: headerSafe(t('linkSubject', { agency: agencyName })), html, text }
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
  const a = alertsTranslator(locale)
  const price = typeof item.price === 'number' ? formatPrice(item.price) : a('priceOnRequest')
  const old =
    event === 'priceDrop' && typeof item.oldPrice === 'number' ? formatPrice(item.oldPrice) : null
  const photo = item.photoUrl
    ? `<img src="${escapeHtml(item.photoUrl)}" alt="${escapeHtml(item.title)}" width="560" style="max-width:100%;height:auto;display:block">`
    : ''
  const struck = old
    ? ` <s aria-label="${escapeHtml(a('oldPrice', { price: old }))}">${escapeHtml(old)}</s>`
    : ''
  const why = t(`why_${event}`)
  const block = `<div style="border-top:1px solid #d5dbe3;padding:16px 0">${photo}<h2 style="font-size:18px;margin:12px 0 4px">${escapeHtml(item.title)}</h2><p style="margin:0">${escapeHtml(item.place)}</p><p style="margin:4px 0;font-weight:bold">${escapeHtml(price)}${struck}</p><p style="margin:4px 0">${escapeHtml(why)}</p>${button(item.url, a('view'))}</div>`
  const footer = `<p style="font-size:12px;color:#4a5566">${escapeHtml(t('footer'))}<br><a href="${escapeHtml(favouritesUrl)}">${escapeHtml(t('manage'))}</a> · <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t('unsubscribe'))}</a><br>${escapeHtml(agencyName)}</p>`
  const html = page(locale, `<p>${escapeHtml(t('intro'))}</p>${block}${footer}`)
  const text = [
    t('intro'),
    [
      item.title,
      item.place,
      price + (old ? ` (${a('oldPrice', { price: old })})` : ''),
      why,
      `${a('view')}: ${item.url}`,
    ].join('\n'),
    t('footer'),
    `${t('manage')}: ${favouritesUrl}`,
    `${t('unsubscribe')}: ${unsubscribeUrl}`,
    agencyName,
  ].join('\n\n')
  return {
    subject: headerSafe(t(`subject_${event}`, { title: item.title, agency: agencyName })),
    html,
    text,
  }
}
