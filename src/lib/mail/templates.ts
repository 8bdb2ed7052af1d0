// The one layout every mail of the site shares, in the recipient's language: the forms' mails,
// the newsletter's, the owner portal's, the alerts' and the favourites'. Every value is escaped
// in the HTML part; the text part says the same in the same order. What a mail says is written
// where it is sent from; this module knows none of it.
import type { Locale } from '@/i18n/locales'

import { escapeHtml } from './html'

export type Rendered = { subject: string; html: string; text: string }
/** A labelled value; with `url` the value links there (the property a form is about). */
export type Line = { label: string; value: string; url?: string }
export type Link = { label: string; url: string }
/** A part of a mail in both forms, for what `layout` does not lay out itself (a listing). */
export type Part = { html: string; text: string }

const BODY_STYLE = 'font-family:Arial,sans-serif;color:#1d2430;max-width:640px'
const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#0b5c8c;color:#ffffff;text-decoration:none;border-radius:4px'
const SMALL_STYLE = 'font-size:12px;color:#4a5566'

/**
 * "Label: value" in a mail's text part. French puts a no-break space before the colon ("Voir le
 * bien : https://…"); the other languages none.
 */
export const labelled = (locale: Locale, label: string, value: string) =>
  `${label}${locale === 'fr' ? '\u00a0:' : ':'} ${value}`

const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`
const anchor = (link: Link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`
const button = (link: Link) =>
  `<p><a href="${escapeHtml(link.url)}" style="${BUTTON_STYLE}">${escapeHtml(link.label)}</a></p>`

/**
 * A mail's two parts, in this order: paragraphs, a table of lines, the parts given (listings),
 * the main action as a button, plain links, and a small footer whose last line may hold links
 * side by side (manage · unsubscribe).
 */
export const layout = ({
  locale,
  paragraphs,
  lines = [],
  parts = [],
  button: action,
  links = [],
  footer = [],
  footerLinks = [],
}: {
  locale: Locale
  paragraphs: string[]
  lines?: Line[]
  parts?: Part[]
  button?: Link
  links?: Link[]
  footer?: string[]
  footerLinks?: Link[]
}): { html: string; text: string } => {
  const cell = (line: Line) => {
    const value = escapeHtml(line.value).replace(/\n/g, '<br>')
    return line.url ? `<a href="${escapeHtml(line.url)}">${value}</a>` : value
  }
  const table = lines.length
    ? `<table cellpadding="4" style="border-collapse:collapse">${lines
        .map(
          (line) =>
            `<tr><th align="left" valign="top">${escapeHtml(line.label)}</th><td>${cell(line)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const small = [
    ...footer.map(escapeHtml),
    ...(footerLinks.length ? [footerLinks.map(anchor).join(' · ')] : []),
  ]
  const html = `<!doctype html><html lang="${locale}"><body style="${BODY_STYLE}">${[
    ...paragraphs.map(paragraph),
    table,
    ...parts.map((part) => part.html),
    action ? button(action) : '',
    ...links.map((link) => `<p>${anchor(link)}</p>`),
    small.length ? `<p style="${SMALL_STYLE}">${small.join('<br>')}</p>` : '',
  ].join('')}</body></html>`
  const text = [
    ...paragraphs,
    ...(lines.length
      ? [
          lines
            .map((line) =>
              labelled(locale, line.label, line.value + (line.url ? ` (${line.url})` : '')),
            )
            .join('\n'),
        ]
      : []),
    ...parts.map((part) => part.text),
    ...(action ? [labelled(locale, action.label, action.url)] : []),
    ...links.map((link) => labelled(locale, link.label, link.url)),
    ...footer,
    ...footerLinks.map((link) => labelled(locale, link.label, link.url)),
  ].join('\n\n')
  return { html, text }
}

/** A paragraph placed among the parts (a digest's "and 5 more"). */
export const paragraphPart = (text: string): Part => ({ html: paragraph(text), text })

/**
 * One listing in an alert: its photo, title, place, price (with the old one struck through
 * after a drop), why it is sent, and a button to its page.
 */
export const listingPart = ({
  locale,
  title,
  place,
  price,
  oldPrice,
  why,
  link,
  photoUrl,
}: {
  locale: Locale
  title: string
  place: string
  price: string
  /** The struck-through old price and how a screen reader says it. */
  oldPrice?: { text: string; spoken: string } | null
  why: string
  link: Link
  photoUrl?: string | null
}): Part => {
  const photo = photoUrl
    ? `<img src="${escapeHtml(photoUrl)}" alt="${escapeHtml(title)}" width="560" style="max-width:100%;height:auto;display:block">`
    : ''
  const struck = oldPrice
    ? ` <s aria-label="${escapeHtml(oldPrice.spoken)}">${escapeHtml(oldPrice.text)}</s>`
    : ''
  return {
    html: `<div style="border-top:1px solid #d5dbe3;padding:16px 0">${photo}<h2 style="font-size:18px;margin:12px 0 4px">${escapeHtml(title)}</h2><p style="margin:0">${escapeHtml(place)}</p><p style="margin:4px 0;font-weight:bold">${escapeHtml(price)}${struck}</p><p style="margin:4px 0">${escapeHtml(why)}</p>${button(link)}</div>`,
    text: [
      title,
      place,
      price + (oldPrice ? ` (${oldPrice.spoken})` : ''),
      why,
      labelled(locale, link.label, link.url),
    ].join('\n'),
  }
}

/** Lines in the mail's language: what the form is about, or what the site derived from it. */
export type LinesIn = (locale: Locale) => Line[]
