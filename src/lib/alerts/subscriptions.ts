// Saved searches by their token (docs/alerts.md): created by the demand-register form
// (pending), confirmed by the mail's link, changed, paused or stopped from the manage page and
// the one-click unsubscribe. The token is random, stored with the search, never derived from an
// id or an address.
import type { Payload, PayloadRequest } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { findByToken as findTokenHolder, newToken } from '@/lib/mail/subscriptions'

import {
  alertFrequencies,
  criteriaFromForm,
  type AlertFrequency,
  type Criteria,
  type SavedSearchStatus,
} from './criteria'

export type SavedSearch = Criteria & {
  id: number | string
  email: string
  firstName?: string | null
  status: SavedSearchStatus
  frequency: AlertFrequency
  locale: Locale
  origin?: string | null
  lastDigestAt?: string | null
}

/** Stores the form's search, pending, in the submission's transaction; returns its token. */
export const createSavedSearch = async ({
  payload,
  req,
  values,
  email,
  locale,
  origin,
  submission,
}: {
  payload: Payload
  req: PayloadRequest
  values: Record<string, unknown>
  email: string
  locale: Locale
  origin: string
  submission: number | string
}) => {
  const token = newToken()
  const frequency = alertFrequencies.includes(values.frequency as AlertFrequency)
    ? (values.frequency as AlertFrequency)
    : 'instant'
  await payload.create({
    collection: 'saved-searches',
    data: {
      ...criteriaFromForm(values),
      email,
      firstName: (values.firstName as string) || undefined,
      lastName: (values.lastName as string) || undefined,
      status: 'pending',
      frequency,
      locale,
      origin,
      token,
      submission: submission as number,
    },
    req,
  })
  return token
}

/** The saved search of a token, or null (unknown, malformed). Staff-only data: trusted callers. */
export const findByToken = async (
  payload: Payload,
  token: unknown,
): Promise<SavedSearch | null> => {
  const doc = (await findTokenHolder(payload, 'saved-searches', token)) as SavedSearch | null
  if (!doc) return null
  return { ...doc, locale: isLocale(doc.locale) ? doc.locale : 'nl' }
}

/** Confirms a pending search (double opt-in); a confirmed or paused one stays as it is. */
export const confirmByToken = async (payload: Payload, token: unknown) => {
  const search = await findByToken(payload, token)
  if (!search || search.status === 'stopped') return null
  if (search.status === 'pending') {
    await payload.update({
      collection: 'saved-searches',
      id: search.id,
      data: { status: 'active', confirmedAt: new Date().toISOString() },
    })
  }
  return search
}

/** Stops a search for good: nothing is sent afterwards, also of what was waiting for a digest. */
export const unsubscribeByToken = async (payload: Payload, token: unknown) => {
  const search = await findByToken(payload, token)
  if (!search) return null
  if (search.status !== 'stopped') {
    await payload.update({
      collection: 'saved-searches',
      id: search.id,
      data: { status: 'stopped', stoppedAt: new Date().toISOString() },
    })
  }
  await payload.update({
    collection: 'saved-search-alerts',
    where: { and: [{ savedSearch: { equals: search.id } }, { status: { equals: 'waiting' } }] },
    data: { status: 'dropped' },
  })
  return search
}

/** Pauses or resumes a confirmed search. */
export const setPausedByToken = async (payload: Payload, token: unknown, paused: boolean) => {
  const search = await findByToken(payload, token)
  if (!search || search.status === 'stopped' || search.status === 'pending') return search
  await payload.update({
    collection: 'saved-searches',
    id: search.id,
    data: { status: paused ? 'paused' : 'active' },
  })
  return search
}

/** New criteria and frequency from the manage page's (validated) values. */
export const updateCriteriaByToken = async (
  payload: Payload,
  token: unknown,
  values: Record<string, unknown>,
) => {
  const search = await findByToken(payload, token)
  if (!search || search.status === 'stopped') return null
  await payload.update({
    collection: 'saved-searches',
    id: search.id,
    data: {
      ...criteriaFromForm({ ...values, area: values.area ?? search.area }),
      frequency: alertFrequencies.includes(values.frequency as AlertFrequency)
        ? (values.frequency as AlertFrequency)
        : search.frequency,
    },
  })
  return search
}
