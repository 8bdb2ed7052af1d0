// The mails of the forms, in the recipient's language, with texts from the `Forms.mail`
// catalogue. Every visitor value is escaped in the HTML part; subjects are kept on one line.
import { defaultLocale, type Locale } from '@/i18n/locales'
import { submissionLines } from '@/lib/forms/display'
import { formsTranslator, inSentence } from '@/lib/forms/messages'
import type { FormKind } from '@/lib/forms/kinds'

import { escapeHtml, headerSafe } from './html'

export type Rendered = { subject: string; html: string; text: string }
/** A labelled value; with `url` the value links there (the property a form is about). */
export type Line = { label: string; value: string; url?: string }
type Link = { label: string; url: string }

const layout = ({
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

const unsubscribeFooter = (locale: Locale, url?: string) => {
  if (!url) return { links: [] as Link[], footer: [] as string[] }
  const t = formsTranslator(locale)
  return { links: [], footer: [t('mail.unsubscribeText', { link: url })] }
}

/** Lines in the mail's language: what the form is about, or what the site derived from it. */
export type LinesIn = (locale: Locale) => Line[]

/**
 * To the agency (or the property's manager): who asked what, in the agency's language (the
 * site settings' default language), whatever language the visitor used.
 */
export const notificationMail = ({
  kind,
  content,
  locale = defaultLocale,
  visitorLocale,
  name,
  about,
  extras,
  adminUrl,
}: {
  kind: FormKind
  content: Record<string, unknown>
  /** The agency's language. */
  locale?: Locale
  visitorLocale: Locale
  name: string
  about?: LinesIn
  extras?: LinesIn
  adminUrl?: string
}): Rendered => {
  const t = formsTranslator(locale)
  const form = t(`kinds.${kind}`)
  const body = layout({
    locale,
    paragraphs: [t('mail.notificationIntro', { form })],
    lines: [
      ...(about?.(locale) ?? []),
      ...submissionLines(content, locale),
      ...(extras?.(locale) ?? []),
      { label: t('mail.language'), value: visitorLocale.toUpperCase() },
    ],
    links: adminUrl ? [{ label: t('values.viewInAdmin'), url: adminUrl }] : [],
  })
  return { subject: headerSafe(t('mail.notificationSubject', { form, name })), ...body }
}

/** To the visitor, in their language: thanks and a copy of what they sent. */
export const confirmationMail = ({
  kind,
  content,
  locale,
  name,
  agencyName,
  about,
  extras,
  unsubscribeUrl,
}: {
  kind: FormKind
  content: Record<string, unknown>
  locale: Locale
  name: string
  agencyName: string
  about?: LinesIn
  extras?: LinesIn
  unsubscribeUrl?: string
}): Rendered => {
  const t = formsTranslator(locale)
  const form = t(`kinds.${kind}`)
  const { footer } = unsubscribeFooter(locale, unsubscribeUrl)
  const body = layout({
    locale,
    paragraphs: [
      t('mail.greeting', { name }),
      t('mail.confirmationIntro', { form: inSentence(form, locale) }),
      t('mail.summary'),
    ],
    lines: [
      ...(about?.(locale) ?? []),
      ...submissionLines(content, locale),
      ...(extras?.(locale) ?? []),
    ],
    footer: [`${t('mail.regards')}\n${agencyName}`, ...footer],
  })
  return { subject: headerSafe(t('mail.confirmationSubject', { agency: agencyName })), ...body }
}

/** Send-to-friend: the property link and the sender's note, in the sender's language. */
export const friendMail = ({
  locale,
  senderName,
  friendName,
  note,
  link,
  propertyTitle,
  agencyName,
}: {
  locale: Locale
  senderName: string
  friendName: string
  note?: string
  link: string
  propertyTitle: string
  agencyName: string
}): Rendered => {
  const t = formsTranslator(locale)
  const body = layout({
    locale,
    paragraphs: [
      t('mail.greeting', { name: friendName }),
      t('mail.friendIntro', { name: senderName }),
      ...(note ? [`${t('mail.friendNote', { name: senderName })}\n${note}`] : []),
    ],
    links: [{ label: propertyTitle, url: link }],
    footer: [agencyName],
  })
  return {
    subject: headerSafe(t('mail.friendSubject', { name: senderName, agency: agencyName })),
    ...body,
  }
}

/** Double opt-in: the confirmation link, and the unsubscribe link every newsletter mail has. */
export const newsletterConfirmationMail = ({
  locale,
  name,
  confirmUrl,
  unsubscribeUrl,
  agencyName,
}: {
  locale: Locale
  name: string
  confirmUrl: string
  unsubscribeUrl: string
  agencyName: string
}): Rendered => {
  const t = formsTranslator(locale)
  const body = layout({
    locale,
    paragraphs: [t('mail.greeting', { name }), t('mail.newsletterIntro')],
    links: [{ label: t('mail.newsletterConfirm'), url: confirmUrl }],
    footer: [agencyName, t('mail.unsubscribeText', { link: unsubscribeUrl })],
  })
  return { subject: headerSafe(t('mail.newsletterSubject', { agency: agencyName })), ...body }
}
