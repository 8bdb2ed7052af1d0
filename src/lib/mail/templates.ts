// The layout every mail of the site shares, in the recipient's language. Every value is escaped
// in the HTML part. What a mail says is written where it is sent from (the forms, the alerts,
// the owner portal); this module knows none of them.
import type { Locale } from '@/i18n/locales'

import { escapeHtml } from './html'

export type Rendered = { subject: string; html: string; text: string }
/** A labelled value; with `url` the value links there (the property a form is about). */
export type Line = { label: string; value: string; url?: string }
export type Link = { label: string; url: string }

/** The HTML and text parts of a mail: paragraphs, a table of lines, links and a small footer. */
export const layout = ({
  locale,
  paragraphs,
  lines = [],
  links = [],
  footer = [],
}: {
  locale: Locale
  paragraphs: string[]
  lines?: Line[]
  links?: Link[]
  footer?: string[]
}): { html: string; text: string } => {
  const p = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`
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
  const anchors = links
    .map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`)
    .join('')
  const small = footer
    .map((text) => `<p style="font-size:12px;color:#4a5566">${escapeHtml(text)}</p>`)
    .join('')
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1d2430">${paragraphs
    .map(p)
    .join('')}${table}${anchors}${small}</body></html>`
  const text = [
    ...paragraphs,
    ...(lines.length
      ? [
          lines
            .map((line) => `${line.label}: ${line.value}${line.url ? ` (${line.url})` : ''}`)
            .join('\n'),
        ]
      : []),
    ...links.map((link) => `${link.label}: ${link.url}`),
    ...footer,
  ].join('\n\n')
  return { html, text }
}

/** Lines in the mail's language: what the form is about, or what the site derived from it. */
export type LinesIn = (locale: Locale) => Line[]
