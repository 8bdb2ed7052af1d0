// The page of the reset link (/{lang}/login/nieuw-wachtwoord/?token=…): choose a new password
// under the strength rules shared with the server; on success the owner is logged in.
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/portal/AuthCard'
import { NewPasswordForm } from '@/components/portal/NewPasswordForm'
import type { Locale } from '@/i18n/locales'
import { portalPagePath } from '@/lib/portal/returnPath'
import { privatePageMetadata } from '@/lib/seo/privatePageMetadata'

/** Rendered per request: what it shows depends on the visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = ({ params }: Props) =>
  privatePageMetadata({ params, titleKey: 'Portal.newPassword.title', tokenInAddress: true })

export default async function NewPasswordPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = await searchParams
  const token = typeof query.token === 'string' ? query.token.slice(0, 200) : ''
  const error = typeof query.error === 'string' ? query.error : undefined
  const [t, tRules] = await Promise.all([
    getTranslations({ locale, namespace: 'Portal.newPassword' }),
    getTranslations({ locale, namespace: 'Portal.password' }),
  ])
  if (!token)
    return (
      <AuthCard title={t('title')} intro={t('missingToken')}>
        <p className="portal-auth__links">
          <a className="button" href={portalPagePath(locale, '/login/forgot-password')}>
            {t('newLink')}
          </a>
        </p>
      </AuthCard>
    )
  const ruleTexts = {
    ruleLength: tRules('ruleLength'),
    ruleLetter: tRules('ruleLetter'),
    ruleDigitOrSymbol: tRules('ruleDigitOrSymbol'),
  }
  const errors: Record<string, string> = {
    ruleLength: tRules('missing', { rules: ruleTexts.ruleLength }),
    ruleLetter: tRules('missing', { rules: ruleTexts.ruleLetter }),
    ruleDigitOrSymbol: tRules('missing', { rules: ruleTexts.ruleDigitOrSymbol }),
    tooLong: tRules('tooLong'),
    notSame: tRules('notSame'),
    tokenInvalid: tRules('tokenInvalid'),
  }
  return (
    <AuthCard title={t('title')} intro={t('intro')}>
      <NewPasswordForm
        locale={locale}
        token={token}
        serverError={error && error in errors ? error : undefined}
        texts={{
          password: t('password'),
          confirm: t('confirm'),
          submit: t('submit'),
          rules: t('rules'),
          ruleTexts,
          errors,
        }}
      />
      {error === 'tokenInvalid' && (
        <p className="portal-auth__links">
          <a href={portalPagePath(locale, '/login/forgot-password')}>{t('newLink')}</a>
        </p>
      )}
    </AuthCard>
  )
}
