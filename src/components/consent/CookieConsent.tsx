// The cookie banner of every page: shown by the server when the request carries no choice, so
// it is there without JavaScript and never flashes. Preview pages count as consented (spec §4).
import { cookies, draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { CONSENT_COOKIE, consentCategories, parseConsent } from '@/lib/consent'
import { getCookieLifetimeDays } from '@/lib/queries/settings'

import { ConsentBanner, type ConsentTexts } from './ConsentControls'

export async function CookieConsent({ locale }: { locale: Locale }) {
  const [t, lifetimeDays, jar, draft] = await Promise.all([
    getTranslations({ locale, namespace: 'CookieConsent' }),
    getCookieLifetimeDays(),
    cookies(),
    draftMode(),
  ])
  const chosen = parseConsent(jar.get(CONSENT_COOKIE)?.value) !== null
  const texts: ConsentTexts = {
    title: t('title'),
    text: t('text'),
    policyLink: t('policyLink'),
    customize: t('customize'),
    acceptAll: t('acceptAll'),
    necessaryOnly: t('necessaryOnly'),
    saveSelection: t('saveSelection'),
    alwaysOn: t('alwaysOn'),
    categories: Object.fromEntries(
      consentCategories.map((category) => [
        category,
        {
          label: t(`categories.${category}.label`),
          description: t(`categories.${category}.description`),
        },
      ]),
    ) as ConsentTexts['categories'],
  }
  return (
    <ConsentBanner
      initialOpen={!chosen && !draft.isEnabled}
      lifetimeDays={lifetimeDays}
      policyHref={getPathname({ locale, href: '/cookie-policy' })}
      texts={texts}
    />
  )
}
