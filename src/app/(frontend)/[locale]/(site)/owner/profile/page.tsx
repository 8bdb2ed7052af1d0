// The owner's details: name, phone and language, which the portal and its mails use. A plain form
// post to /api/owner-portal/profile (works without JavaScript); the session's account only.
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Alert } from '@/components/portal/AuthCard'
import { PortalField, PortalForm } from '@/components/portal/PortalForm'
import { PortalHeader } from '@/components/portal/PortalHeader'
import { localeNames, locales, type Locale } from '@/i18n/locales'
import { requireOwner } from '@/lib/portal/guard'
import { portalPagePath, portalPath } from '@/lib/portal/returnPath'
import { privatePageMetadata } from '@/lib/seo/privatePageMetadata'

/** Rendered per request: what it shows depends on the visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const errorKeys = ['nameRequired', 'tooLong', 'phoneInvalid', 'languageInvalid'] as const
type ErrorKey = (typeof errorKeys)[number]

/** `?error=name.nameRequired,phone.phoneInvalid` → the message key of each field. */
const fieldErrors = (value: unknown): Partial<Record<string, ErrorKey>> => {
  if (typeof value !== 'string') return {}
  const result: Partial<Record<string, ErrorKey>> = {}
  for (const part of value.slice(0, 200).split(',')) {
    const [field, key] = part.split('.')
    if (field && (errorKeys as readonly string[]).includes(key)) result[field] = key as ErrorKey
  }
  return result
}

export const generateMetadata = ({ params }: Props) =>
  privatePageMetadata({ params, titleKey: 'Portal.profile.title' })

export default async function OwnerProfilePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const owner = await requireOwner(locale, portalPagePath(locale, '/owner/profile'))
  const [t, tPortal, query] = await Promise.all([
    getTranslations({ locale, namespace: 'Portal.profile' }),
    getTranslations({ locale, namespace: 'Portal.portal' }),
    searchParams,
  ])
  const errors = fieldErrors(query.error)
  const hasErrors = Object.keys(errors).length > 0
  const describedBy = (field: string, hint?: string) =>
    [hint, errors[field] ? `profile-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined
  const fieldError = (field: string) =>
    errors[field] ? (
      <p className="portal-field__error" id={`profile-${field}-error`}>
        {t(`errors.${errors[field]}`)}
      </p>
    ) : null
  return (
    <>
      <PortalHeader locale={locale} name={owner.name} />
      <div className="container portal portal-profile">
        <p className="portal__back">
          <a href={portalPath(locale)}>{t('back')}</a>
        </p>
        <h1>{t('title')}</h1>
        <p className="portal__intro">{t('intro')}</p>
        {query.done === 'saved' && <Alert tone="success">{t('saved')}</Alert>}
        {hasErrors && <Alert tone="error">{t('errors.summary')}</Alert>}
        <PortalForm action="/api/owner-portal/profile" locale={locale} submit={t('submit')}>
          <PortalField id="profile-name" label={t('name')}>
            <input
              id="profile-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={120}
              defaultValue={owner.name}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name')}
            />
            {fieldError('name')}
          </PortalField>
          <PortalField id="profile-phone" label={t('phone')}>
            <input
              id="profile-phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              defaultValue={owner.phone ?? ''}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy('phone', 'profile-phone-hint')}
            />
            <p className="portal-field__hint" id="profile-phone-hint">
              {t('phoneHint')}
            </p>
            {fieldError('phone')}
          </PortalField>
          <PortalField id="profile-language" label={t('language')}>
            <select
              id="profile-language"
              name="language"
              defaultValue={owner.locale}
              aria-invalid={errors.language ? true : undefined}
              aria-describedby={describedBy('language', 'profile-language-hint')}
            >
              {locales.map((code) => (
                <option key={code} value={code} lang={code}>
                  {localeNames[code]}
                </option>
              ))}
            </select>
            <p className="portal-field__hint" id="profile-language-hint">
              {t('languageHint')}
            </p>
            {fieldError('language')}
          </PortalField>
          {owner.email && (
            <p className="portal-profile__email">{t('email', { email: owner.email })}</p>
          )}
        </PortalForm>
        <section className="portal-profile__security" aria-labelledby="profile-security">
          <h2 id="profile-security">{t('security')}</h2>
          <p>{t('securityIntro')}</p>
          <form method="post" action="/api/owner-portal/logout">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="everywhere" value="1" />
            <button className="button button--secondary" type="submit">
              {tPortal('logoutEverywhere')}
            </button>
          </form>
          <p>
            <a href={portalPagePath(locale, '/login/forgot-password')}>{t('changePassword')}</a>
          </p>
        </section>
      </div>
    </>
  )
}
