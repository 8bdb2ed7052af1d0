import { getTranslations } from 'next-intl/server'

import { type Locale, localeNames } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getEnabledLocales, getSiteIdentity } from '@/lib/queries/settings'

import { LanguageSwitcher } from './LanguageSwitcher'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, identity, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getSiteIdentity(),
    getEnabledLocales(),
  ])
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="site-header__brand">
          {identity.agencyName}
        </Link>
        <nav aria-label={t('mainNavigation')}>
          <ul className="site-nav">
            <li>
              <Link href="/">{t('home')}</Link>
            </li>
            <li>
              <Link href="/for-sale">{t('forSale')}</Link>
            </li>
            <li>
              <Link href="/for-rent">{t('forRent')}</Link>
            </li>
            <li>
              <Link href="/new-builds">{t('newBuilds')}</Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitcher
          label={t('languageSwitcher')}
          current={locale}
          languages={enabled.map((code) => ({ code, name: localeNames[code] }))}
        />
      </div>
    </header>
  )
}
