import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getSiteIdentity } from '@/lib/queries/settings'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, identity] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getSiteIdentity(),
  ])
  return (
    <footer className="site-footer">
      <div className="container">
        <p>{t('footerRights', { year: new Date().getFullYear(), agency: identity.agencyName })}</p>
      </div>
    </footer>
  )
}
