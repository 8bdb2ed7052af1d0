// The owner's bar above every portal page: who is logged in, and the two ways to log out.
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { portalPagePath } from '@/lib/portal/returnPath'

import './portal.css'

export async function PortalHeader({ locale, name }: { locale: Locale; name: string }) {
  const t = await getTranslations({ locale, namespace: 'Portal.portal' })
  return (
    <div className="portal-bar">
      <div className="container portal-bar__inner">
        <p className="portal-bar__who">{t('greeting', { name })}</p>
        <div className="portal-bar__actions" role="group" aria-label={t('account')}>
          <a className="portal-bar__link" href={portalPagePath(locale, '/owner/profile')}>
            {t('profile')}
          </a>
          <form method="post" action="/api/owner-portal/logout">
            <input type="hidden" name="locale" value={locale} />
            <button className="button button--secondary portal-bar__button" type="submit">
              {t('logout')}
            </button>
          </form>
          <form method="post" action="/api/owner-portal/logout">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="everywhere" value="1" />
            <button className="portal-bar__link" type="submit">
              {t('logoutEverywhere')}
            </button>
          </form>
        </div>
      </div>
    </div>
  )
}
