// The HTTP side of the portal's forms: reading a posted form (works without JavaScript), the
// session cookie (the answers come from the visitor channels' kit, src/lib/http/answers.ts).
import type { Payload } from 'payload'

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
