// The owner login (docs/owner-portal.md): a plain form that posts to
// /api/owner-portal/login, so it works without JavaScript. Failures come back as ?error=.
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Alert, AuthCard } from '@/components/portal/AuthCard'
import { IdentifierField, PortalField, PortalForm } from '@/components/portal/PortalForm'
import { localeTags, type Locale } from '@/i18n/locales'
import { portalPagePath, portalPath, safeReturnPath } from '@/lib/portal/returnPath'
import { TIME_ZONE } from '@/lib/portal/dates'
import { getPortalOwner } from '@/lib/portal/queries'
import { privatePageMetadata } from '@/lib/seo/privatePageMetadata'

/** Rendered per request: what it shows depends on the visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

export const generateMetadata = ({ params }: Props) =>
  privatePageMetadata({ params, titleKey: 'Portal.login.metaTitle' })

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = await searchParams
  const next = safeReturnPath(one(query.next))
  // Already logged in as an owner: straight on.
  if (await getPortalOwner()) redirect(next ?? portalPath(locale))

  const t = await getTranslations({ locale, namespace: 'Portal.login' })
  const error = one(query.error)
  const done = one(query.done)
  const until = Number(one(query.until))
  const time =
    error === 'locked' && Number.isFinite(until) && until > 0
      ? new Intl.DateTimeFormat(localeTags[locale], {
          hour: '2-digit',
          minute: '2-digit',
          timeZone: TIME_ZONE,
        }).format(new Date(until))
      : null

  return (
    <AuthCard title={t('title')} intro={t('intro')}>
      {error === 'invalid' && <Alert tone="error">{t('invalid')}</Alert>}
      {error === 'locked' && time && <Alert tone="error">{t('locked', { time })}</Alert>}
      {done === 'logged-out' && <Alert tone="success">{t('loggedOut')}</Alert>}
      {done === 'logged-out-everywhere' && <Alert tone="success">{t('loggedOutEverywhere')}</Alert>}
      <PortalForm action="/api/owner-portal/login" locale={locale} submit={t('submit')}>
        {next && <input type="hidden" name="next" value={next} />}
        <IdentifierField id="login-identifier" label={t('identifier')} />
        <PortalField id="login-password" label={t('password')}>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
          />
        </PortalField>
      </PortalForm>
      <p className="portal-auth__links">
        <a href={portalPagePath(locale, '/login/forgot-password')}>{t('forgot')}</a>
      </p>
    </AuthCard>
  )
}
