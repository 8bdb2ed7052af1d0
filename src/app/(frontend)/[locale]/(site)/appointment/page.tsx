import { connection } from 'next/server'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AppointmentForm } from '@/components/forms/AppointmentForm'
import { FormMessages } from '@/components/forms/FormMessages'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { signStartedAt } from '@/lib/forms/antispam'
import { getAppointmentDays } from '@/lib/forms/appointmentSlots'
import { getFormTexts } from '@/lib/forms/queries'
import { formPageMetadata } from '@/lib/seo/formPageMetadata'

/** The free places change with every booking: rendered per request (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export function generateMetadata({ params }: Props) {
  return formPageMetadata({
    params,
    titleKey: 'appointmentTitle',
    descriptionKey: 'appointmentIntro',
    href: '/appointment',
  })
}

/** Online appointment: the free slots of the moment, or "the appointments are full". */
export default async function AppointmentPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  // The free places change with every booking: never served from a cache.
  await connection()
  const [t, errors, days, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getTranslations({ locale, namespace: 'Forms.errors' }),
    getAppointmentDays(locale),
    getFormTexts('appointment', locale),
  ])
  return (
    <div className="container">
      <h1>{t('appointmentTitle')}</h1>
      {days.length ? (
        <>
          <p>{t('appointmentIntro')}</p>
          <FormMessages locale={locale}>
            <AppointmentForm
              locale={locale}
              startedAt={signStartedAt()}
              errorText={texts.errorText}
              days={days}
            />
          </FormMessages>
        </>
      ) : (
        <>
          <p>
            <strong>{errors('appointmentsFull')}</strong>
          </p>
          <p>
            {t.rich('appointmentsFullContact', {
              link: (chunks) => <Link href="/contact">{chunks}</Link>,
            })}
          </p>
        </>
      )}
    </div>
  )
}
