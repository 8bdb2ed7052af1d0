import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { TrackEvents } from '@/components/measurement/Measurement'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { kindForThankYouSlug } from '@/lib/site/formKinds'
import { yourForm } from '@/lib/forms/messages'
import { getFormTexts } from '@/lib/forms/queries'
import { formCompleteEvent } from '@/lib/measurement/events'

/** Rendered per request: what it shows depends on the visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale; kind: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'ThankYou' })
  return { title: t('title'), robots: { index: false } }
}

/** The thank-you page of a form (/nl/bedankt/{slug}/): the editor's text, else the catalogue's. */
export default async function ThankYouPage({ params, searchParams }: Props) {
  const { locale, kind: slug } = await params
  setRequestLocale(locale)
  let decoded: string
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    notFound() // broken escapes in the address: no form has that slug
  }
  const kind = kindForThankYouSlug(decoded, locale)
  if (!kind) notFound()
  const [t, texts, { status }] = await Promise.all([
    getTranslations({ locale, namespace: 'ThankYou' }),
    getFormTexts(kind, locale),
    searchParams,
  ])
  const newsletterText =
    status === 'confirmed'
      ? t('newsletterConfirmed')
      : status === 'unsubscribed'
        ? t('unsubscribed')
        : t('newsletterText')
  const text =
    kind === 'newsletter' && status
      ? newsletterText
      : (texts.thankYouText ??
        (kind === 'newsletter'
          ? newsletterText
          : kind === 'call-me'
            ? t('personalAppointmentText')
            : t('text', { form: yourForm(kind, locale) })))
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      {/* A newsletter's confirmation or unsubscription link lands here too: no form was sent. */}
      {status ? null : <TrackEvents events={[formCompleteEvent(kind)]} />}
      {texts.successText ? <p className="lead">{texts.successText}</p> : null}
      <p>{text}</p>
      {/* Not a dead end: where a visitor who just wrote to the agency usually goes next. */}
      <section className="next-steps" aria-labelledby="next-steps">
        <h2 id="next-steps">{t('nextTitle')}</h2>
        <ul>
          <li>
            <Link className="button" href="/for-sale">
              {t('nextForSale')}
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" href="/for-rent">
              {t('nextForRent')}
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" href="/keep-me-informed">
              {t('nextAlerts')}
            </Link>
          </li>
        </ul>
      </section>
      <p>
        <Link href="/">{t('backHome')}</Link>
      </p>
    </div>
  )
}
