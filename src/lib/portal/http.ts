// The HTTP side of the portal's forms: reading a posted form (works without JavaScript), the
// session cookie, and 303 answers to a page of this site.
import type { Payload } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { configuredOrigin } from '@/lib/origin'
import { isHttpsRequest } from '@/lib/securityHeaders'

import { tokenCookieName } from './auth'

const MAX_FORM_BYTES = 16 * 1024

/** The posted fields as strings (url-encoded, multipart or JSON); empty on anything unreadable. */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_FORM_BYTES) return {}
  try {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/json')) {
      const body = (await request.json()) as Record<string, unknown>
      return Object.fromEntries(
        Object.entries(body ?? {}).flatMap(([key, value]) =>
          typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
        ),
      )
    }
    const form = await request.formData()
    const fields: Record<string, string> = {}
    for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value
    return fields
  } catch {
    return {}
  }
}

export const formLocale = (fields: Record<string, string>): Locale =>
  isLocale(fields.locale) ? fields.locale : defaultLocale

/** Secure cookies whenever the site is served over HTTPS (production), as the request shows. */
const isSecure = (request: Request) =>
  isHttpsRequest(request) || Boolean(configuredOrigin()?.startsWith('https:'))

const cookie = (
  payload: Payload,
  request: Request,
  { value, expires }: { value: string; expires: Date },
) =>
  [
    `${tokenCookieName(payload)}=${value}`,
    'Path=/',
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isSecure(request) ? ['Secure'] : []),
  ].join('; ')

export const sessionCookie = (
  payload: Payload,
  request: Request,
  { token, expires }: { token: string; expires: Date },
) => cookie(payload, request, { value: token, expires })

export const expiredSessionCookie = (payload: Payload, request: Request) =>
  cookie(payload, request, { value: '', expires: new Date(0) })

/** 303 to a path of this site (the browser then GETs it), optionally setting a cookie. */
export const seeOther = (location: string, setCookie?: string) => {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  if (setCookie) headers.append('Set-Cookie', setCookie)
  return new Response(null, { status: 303, headers })
}

/** A path with a query of the given values (those undefined or empty are left out). */
export const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
