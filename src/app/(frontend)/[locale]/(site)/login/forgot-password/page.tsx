// Forgot password: asks for a reset link and answers the same whether the account exists
// (decisions.md 9). Posts to /api/owner-portal/forgot-password; works without JavaScript.
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Alert, AuthCard } from '@/components/portal/AuthCard'
import { IdentifierField, PortalForm } from '@/components/portal/PortalForm'
import type { Locale } from '@/i18n/locales'
import { loginPath } from '@/lib/portal/returnPath'
import { privatePageMetadata } from '@/lib/seo/privatePageMetadata'

/** Rendered per request: what it shows depends on the visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  privatePageMetadata({ params, titleKey: 'Portal.forgot.title' })

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
      <PortalForm action="/api/owner-portal/forgot-password" locale={locale} submit={t('submit')}>
        <IdentifierField id="forgot-identifier" label={tLogin('identifier')} />
      </PortalForm>
      <p className="portal-auth__links">
        <a href={loginPath(locale)}>{t('back')}</a>
      </p>
    </AuthCard>
  )
}
