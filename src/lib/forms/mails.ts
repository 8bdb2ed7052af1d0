// The mails of the forms, in the recipient's language, with texts from the `Forms.mail`
// catalogue, laid out by src/lib/mail/templates.ts (which escapes every visitor value in the
// HTML part); subjects are kept on one line.
import { defaultLocale, type Locale } from '@/i18n/locales'
import { headerSafe } from '@/lib/mail/html'
import { layout, type Link, type LinesIn, type Rendered } from '@/lib/mail/templates'

import { submissionLines } from './display'
import type { FormKind } from '@/lib/site/formKinds'
import { formsTranslator, yourForm } from './messages'

const unsubscribeFooter = (locale: Locale, url?: string) => {
  if (!url) return { links: [] as Link[], footer: [] as string[] }
  const t = formsTranslator(locale)
  return { links: [], footer: [t('mail.unsubscribeText', { link: url })] }
}

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
      ...submissionLines(content, locale, { kind }),
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
  const { footer } = unsubscribeFooter(locale, unsubscribeUrl)
  const body = layout({
    locale,
    paragraphs: [
      t('mail.greeting', { name }),
      t('mail.confirmationIntro', { form: yourForm(kind, locale) }),
      t('mail.summary'),
    ],
    lines: [
      ...(about?.(locale) ?? []),
      ...submissionLines(content, locale, { kind }),
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
    button: { label: t('mail.newsletterConfirm'), url: confirmUrl },
    footer: [agencyName, t('mail.unsubscribeText', { link: unsubscribeUrl })],
  })
  return { subject: headerSafe(t('mail.newsletterSubject', { agency: agencyName })), ...body }
}
