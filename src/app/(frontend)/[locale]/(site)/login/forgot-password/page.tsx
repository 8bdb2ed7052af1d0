// Forgot password: asks for a reset link and answers the same whether the account exists
// (decisions.md 9). Posts to /api/owner-portal/forgot-password; works without JavaScript.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Alert, AuthCard } from '@/components/portal/AuthCard'
import type { Locale } from '@/i18n/locales'
import { loginPath } from '@/lib/portal/returnPath'

/** Rendered per request: what it shows depends on the visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Portal.forgot' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export default async function ForgotPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { done } = await searchParams
  const [t, tLogin] = await Promise.all([
    getTranslations({ locale, namespace: 'Portal.forgot' }),
    getTranslations({ locale, namespace: 'Portal.login' }),
  ])
  return (
    <AuthCard title={t('title')} intro={t('intro')}>
      {done === 'sent' && <Alert tone="success">{t('sent')}</Alert>}
      <form className="portal-form" method="post" action="/api/owner-portal/forgot-password">
        <input type="hidden" name="locale" value={locale} />
        <div className="portal-field">
          <label htmlFor="forgot-identifier">{tLogin('identifier')}</label>
          <input
            id="forgot-identifier"
            name="identifier"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
          />
        </div>
        <button className="button portal-form__submit" type="submit">
          {t('submit')}
        </button>
      </form>
      <p className="portal-auth__links">
        <a href={loginPath(locale)}>{t('back')}</a>
      </p>
    </AuthCard>
  )
}
