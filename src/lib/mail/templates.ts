// The mails of the forms, in the recipient's language, with texts from the `Forms.mail`
// catalogue. Every visitor value is escaped in the HTML part; subjects are kept on one line.
import { defaultLocale, type Locale } from '@/i18n/locales'
import { catalogues, formsTranslator, inSentence } from '@/lib/forms/messages'
import type { FormKind } from '@/lib/forms/kinds'

import { escapeHtml, headerSafe } from './html'

export type Rendered = { subject: string; html: string; text: string }
export type Line = { label: string; value: string }
type Link = { label: string; url: string }

/** Fields that are the envelope of a form, not its content. */
const envelopeFields = new Set(['altcha', 'startedAt', 'website', 'homepage', 'locale'])

const formatValue = (field: string, value: unknown, locale: Locale): string => {
  const options = catalogues[locale].Forms.options as unknown as Record<
    string,
    Record<string, string>
  >
  const yesNo = { nl: ['ja', 'nee'], fr: ['oui', 'non'], en: ['yes', 'no'], de: ['ja', 'nein'] }[
    locale
  ]
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1]
  if (Array.isArray(value)) {
    const objects = value.some((item) => item && typeof item === 'object')
    return value.map((item) => formatValue(field, item, locale)).join(objects ? '; ' : ', ')
  }
  if (typeof value === 'string' && options[field]?.[value]) return options[field][value]
  if (value && typeof value === 'object')
    return objectText(value as Record<string, unknown>, locale)
  return String(value ?? '')
}

/**
 * A small object of a list (a child with its age): its one value alone, or its labelled values;
 * never JSON, which a reader of the mail cannot be expected to decode.
 */
const objectText = (value: Record<string, unknown>, locale: Locale): string => {
  const labels = catalogues[locale].Forms.labels as Record<string, string>
  const entries = Object.entries(value).filter(
    ([, item]) => item !== undefined && item !== null && item !== '',
  )
  if (entries.length === 1) return formatValue(entries[0][0], entries[0][1], locale)
  return entries
    .map(([key, item]) => `${labels[key] ?? key}: ${formatValue(key, item, locale)}`)
    .join(', ')
}

/** The content of a submission as labelled lines, nested objects flattened (signerA.firstName). */
export const summaryLines = (
  content: Record<string, unknown>,
  locale: Locale,
  prefix = '',
): Line[] => {
  const labels = catalogues[locale].Forms.labels as Record<string, string>
  const lines: Line[] = []
  for (const [field, value] of Object.entries(content)) {
    if (envelopeFields.has(field) || value === undefined || value === null || value === '') continue
    if (value && typeof value === 'object' && !Array.isArray(value) && !('size' in value)) {
      lines.push(
        ...summaryLines(
          value as Record<string, unknown>,
          locale,
          `${prefix}${labels[field] ?? field} – `,
        ),
      )
      continue
    }
    if (value && typeof value === 'object' && 'size' in value) {
      lines.push({
        label: `${prefix}${labels[field] ?? field}`,
        value: String((value as { name?: string }).name ?? ''),
      })
      continue
    }
    lines.push({
      label: `${prefix}${labels[field] ?? field}`,
      value: formatValue(field, value, locale),
    })
  }
  return lines
}

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
  const table = lines.length
    ? `<table cellpadding="4" style="border-collapse:collapse">${lines
        .map(
          (line) =>
            `<tr><th align="left" valign="top">${escapeHtml(line.label)}</th><td>${escapeHtml(line.value).replace(/\n/g, '<br>')}</td></tr>`,
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
    ...(lines.length ? [lines.map((line) => `${line.label}: ${line.value}`).join('\n')] : []),
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

/** To the agency (or the property's manager): who asked what, in the agency's language. */
export const notificationMail = ({
  kind,
  content,
  visitorLocale,
  name,
  extras = [],
  adminUrl,
}: {
  kind: FormKind
  content: Record<string, unknown>
  visitorLocale: Locale
  name: string
  extras?: Line[]
  adminUrl?: string
}): Rendered => {
  const locale = defaultLocale
  const t = formsTranslator(locale)
  const form = t(`kinds.${kind}`)
  const body = layout({
    locale,
    paragraphs: [t('mail.notificationIntro', { form })],
    lines: [
      ...summaryLines(content, locale),
      ...extras,
      { label: t('mail.language'), value: visitorLocale.toUpperCase() },
    ],
    links: adminUrl ? [{ label: 'Admin', url: adminUrl }] : [],
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
  extras = [],
  unsubscribeUrl,
}: {
  kind: FormKind
  content: Record<string, unknown>
  locale: Locale
  name: string
  agencyName: string
  extras?: Line[]
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
    lines: [...summaryLines(content, locale), ...extras],
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
