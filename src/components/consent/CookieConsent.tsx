// The cookie banner of every page. Pages are prerendered (the same for every visitor), so the
// banner is always in the HTML, there without JavaScript; a visitor who already chose never sees
// it: a one-line script before it marks the document (CONSENT_CHOSEN_SCRIPT) and CSS hides the
// first-visit banner before the first paint. Preview pages count as consented (spec §4).
import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { CONSENT_CHOSEN_SCRIPT, CONSENT_SAVED_ANCHOR, consentCategories } from '@/lib/consent'
import { getCookieLifetimeDays } from '@/lib/data/settings'

import { ConsentBanner, type ConsentTexts } from './ConsentControls'

export async function CookieConsent({ locale }: { locale: Locale }) {
  const [t, lifetimeDays, draft] = await Promise.all([
    getTranslations({ locale, namespace: 'CookieConsent' }),
    getCookieLifetimeDays(),
    draftMode(),
  ])
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
    <>
      {/* Allowed by its hash in every page's policy (src/lib/securityHeaders.ts). */}
      <script dangerouslySetInnerHTML={{ __html: CONSENT_CHOSEN_SCRIPT }} />
      {/* The target of /api/consent's answer without JavaScript (consent.css). */}
      <span id={CONSENT_SAVED_ANCHOR} hidden />
      <ConsentBanner
        initialOpen={!draft.isEnabled}
        lifetimeDays={lifetimeDays}
        policyHref={getPathname({ locale, href: '/cookie-policy' })}
        texts={texts}
      />
    </>
  )
}
