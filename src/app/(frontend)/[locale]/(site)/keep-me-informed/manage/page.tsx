// The saved search's manage page (docs/alerts.md), reached with the token of a mail: shows
// and changes the criteria and frequency, pauses, resumes, unsubscribes. Plain HTML forms that
// post to /api/alerts/manage/ (303 back here), so it works without JavaScript. Per request (the
// token), never indexed; an unknown token is the localized 404.
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import '@/components/forms/forms.css'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { alertFrequencyChoices, goals, searchPropertyTypes } from '@/lib/forms/choices'
import { errorMessage, isErrorKey } from '@/lib/forms/messages'
import { getSavedSearchByToken } from '@/lib/data/savedSearches'
import { privatePageMetadata } from '@/lib/seo/privatePageMetadata'

export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const doneMessages = ['confirmed', 'saved', 'paused', 'resumed', 'unsubscribed'] as const

export const generateMetadata = ({ params }: Props) =>
  privatePageMetadata({ params, titleKey: 'Alerts.manage.title', tokenInAddress: true })

export default async function ManageSavedSearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const query = await searchParams
  const token = one(query.token) ?? ''
  const search = await getSavedSearchByToken(token)
  if (!search) notFound()
  const [t, tForms] = await Promise.all([
    getTranslations({ locale, namespace: 'Alerts.manage' }),
    getTranslations({ locale, namespace: 'Forms' }),
  ])
  const done = doneMessages.find((key) => key === one(query.done))
  const error = one(query.error)
  const action = `/api/alerts/manage/?token=${encodeURIComponent(token)}`
  const stopped = search.status === 'stopped'
  const zones = [...(search.zips ?? []), ...(search.municipalities ?? [])].join(', ')
  const number = (name: keyof typeof search, label: string) => (
    <div className="form-field">
      <label htmlFor={`manage-${name}`}>{label}</label>
      <input
        id={`manage-${name}`}
        name={name}
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={typeof search[name] === 'number' ? String(search[name]) : ''}
      />
    </div>
  )

  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {done ? (
        <p className="form-notice" role="status">
          {t(`done_${done}`)}
        </p>
      ) : null}
      {error ? (
        <p className="form-banner" role="alert">
          {t('invalid', {
            message: errorMessage(isErrorKey(error) ? error : 'invalidValue', locale),
          })}
        </p>
      ) : null}
      <p>
        <strong>{t('status')}:</strong> {t(`status_${search.status}`)}
      </p>

      {stopped ? (
        <p>
          <Link href="/keep-me-informed">{t('newSearch')}</Link>
        </p>
      ) : (
        <>
          <form method="post" action={action} className="form">
            <div className="form-field">
              <label htmlFor="manage-goal">{tForms('labels.goal')}</label>
              <select id="manage-goal" name="goal" defaultValue={search.goal}>
                {goals.map((goal) => (
                  <option key={goal} value={goal}>
                    {tForms(`options.searchGoal.${goal}`)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="form-field form-field--group">
              <legend>{tForms('labels.types')}</legend>
              {searchPropertyTypes.map((type) => (
                <div key={type} className="form-field--checkbox">
                  <input
                    type="checkbox"
                    id={`manage-type-${type}`}
                    name="types"
                    value={type}
                    defaultChecked={search.types?.includes(type)}
                  />
                  <label htmlFor={`manage-type-${type}`}>
                    {tForms(`options.searchType.${type}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <div className="form-field">
              <label htmlFor="manage-zones">{t('zones')}</label>
              <input id="manage-zones" name="zones" type="text" defaultValue={zones} />
              <p className="form-hint">{tForms('ui.zonesHint')}</p>
            </div>
            <div className="form-row">
              {number('minPrice', tForms('labels.minPrice'))}
              {number('maxPrice', tForms('labels.maxPrice'))}
            </div>
            <div className="form-row">
              {number('minBedrooms', tForms('labels.minBedrooms'))}
              {number('maxBedrooms', tForms('labels.maxBedrooms'))}
              {number('minBathrooms', tForms('labels.minBathrooms'))}
            </div>
            <div className="form-row">
              {number('minGarages', tForms('labels.minGarages'))}
              {number('maxGarages', tForms('labels.maxGarages'))}
            </div>
            <div className="form-row">
              {number('minParking', tForms('labels.minParking'))}
              {number('maxParking', tForms('labels.maxParking'))}
            </div>
            {(['terrace', 'garden'] as const).map((name) => (
              <div key={name} className="form-field form-field--checkbox">
                <input
                  type="checkbox"
                  id={`manage-${name}`}
                  name={name}
                  value="true"
                  defaultChecked={search[name] === true}
                />
                <label htmlFor={`manage-${name}`}>{tForms(`labels.${name}`)}</label>
              </div>
            ))}
            <fieldset className="form-field form-field--group">
              <legend>{t('frequency')}</legend>
              {alertFrequencyChoices.map((frequency) => (
                <div key={frequency} className="form-field--checkbox">
                  <input
                    type="radio"
                    id={`manage-frequency-${frequency}`}
                    name="frequency"
                    value={frequency}
                    defaultChecked={search.frequency === frequency}
                  />
                  <label htmlFor={`manage-frequency-${frequency}`}>
                    {t(`frequency_${frequency}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <p className="form-steps-actions">
              <button type="submit" name="action" value="save" className="button">
                {t('save')}
              </button>
            </p>
          </form>
          <div className="form form-actions-inline">
            {search.status === 'active' || search.status === 'paused' ? (
              <form method="post" action={action}>
                <button
                  type="submit"
                  name="action"
                  value={search.status === 'paused' ? 'resume' : 'pause'}
                  className="button button--secondary"
                >
                  {t(search.status === 'paused' ? 'resume' : 'pause')}
                </button>
              </form>
            ) : null}
            <form method="post" action={action}>
              <button
                type="submit"
                name="action"
                value="unsubscribe"
                className="button button--secondary"
              >
                {t('unsubscribe')}
              </button>
            </form>
          </div>
        </>
      )}
    </div>
  )
}
