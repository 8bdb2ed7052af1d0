// The saved-search mails, in the subscriber's language (`Alerts.mail` catalogue): the double
// opt-in mail (only our own text and the link: it may go to an address a stranger typed) and the
// alert (one property, instant) or digest (up to 20, newest first), each property with its
// photo, title, place, price (the old one struck through after a drop), why it matches and a
// button to its page, then the manage and unsubscribe links.
import { createTranslator } from 'use-intl/core'

import type { Locale } from '@/i18n/locales'
import { formatPrice } from '@/lib/domain/money'
import { catalogues } from '@/lib/forms/messages'
import { escapeHtml, headerSafe } from '@/lib/mail/html'
import type { Rendered } from '@/lib/mail/templates'

import type { AlertEvent } from './criteria'

export const alertsTranslator = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Alerts' })

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

const button = (url: string, text: string) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#1d3a5f;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(text)}</a></p>`

const page = (locale: Locale, body: string) =>
  `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1d2430;max-width:640px">${body}</body></html>`

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
  const html = page(
    locale,
    `<p>${escapeHtml(t('mail.confirmIntro'))}</p>${button(confirmUrl, t('mail.confirmButton'))}<p style="font-size:12px;color:#4a5566">${escapeHtml(agencyName)}</p>`,
  )
  const text = [
    t('mail.confirmIntro'),
    `${t('mail.confirmButton')}: ${confirmUrl}`,
    agencyName,
  ].join('\n\n')
  return { subject: headerSafe(t('mail.confirmSubject', { agency: agencyName })), html, text }
}

const priceText = (t: ReturnType<typeof alertsTranslator>, price?: number | null) =>
  typeof price === 'number' ? formatPrice(price) : t('mail.priceOnRequest')

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
  const why = (item: AlertItem) =>
    t('mail.whyLine', {
      reason: t(`mail.why_${item.event}`),
      type: typeName(locale, item.propertyType).toLowerCase(),
      place: item.place,
    })
  const blocks = items.map((item) => {
    const photo = item.photoUrl
      ? `<img src="${escapeHtml(item.photoUrl)}" alt="${escapeHtml(item.title)}" width="560" style="max-width:100%;height:auto;display:block">`
      : ''
    const old =
      item.event === 'priceDrop' && typeof item.oldPrice === 'number'
        ? ` <s aria-label="${escapeHtml(t('mail.oldPrice', { price: formatPrice(item.oldPrice) }))}">${escapeHtml(formatPrice(item.oldPrice))}</s>`
        : ''
    return `<div style="border-top:1px solid #d5dbe3;padding:16px 0">${photo}<h2 style="font-size:18px;margin:12px 0 4px">${escapeHtml(item.title)}</h2><p style="margin:0">${escapeHtml(item.place)}</p><p style="margin:4px 0;font-weight:bold">${escapeHtml(priceText(t, item.price))}${old}</p><p style="margin:4px 0">${escapeHtml(why(item))}</p>${button(item.url, t('mail.view'))}</div>`
  })
  const moreText = more > 0 ? t('mail.more', { count: more }) : ''
  const footer = `<p style="font-size:12px;color:#4a5566">${escapeHtml(t('mail.footer'))}<br><a href="${escapeHtml(manageUrl)}">${escapeHtml(t('mail.manage'))}</a> · <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t('mail.unsubscribe'))}</a><br>${escapeHtml(agencyName)}</p>`
  const html = page(
    locale,
    `<p>${escapeHtml(t('mail.intro'))}</p>${blocks.join('')}${moreText ? `<p>${escapeHtml(moreText)}</p>` : ''}${footer}`,
  )
  const text = [
    t('mail.intro'),
    ...items.map((item) =>
      [
        item.title,
        item.place,
        priceText(t, item.price) +
          (item.event === 'priceDrop' && typeof item.oldPrice === 'number'
            ? ` (${t('mail.oldPrice', { price: formatPrice(item.oldPrice) })})`
            : ''),
        why(item),
        `${t('mail.view')}: ${item.url}`,
      ].join('\n'),
    ),
    ...(moreText ? [moreText] : []),
    t('mail.footer'),
    `${t('mail.manage')}: ${manageUrl}`,
    `${t('mail.unsubscribe')}: ${unsubscribeUrl}`,
    agencyName,
  ].join('\n\n')
  const subject = digest
    ? t('mail.digestSubject', { count: items.length + more, agency: agencyName })
    : t('mail.instantSubject', { title: items[0]?.title ?? '', agency: agencyName })
  return { subject: headerSafe(subject), html, text }
}
