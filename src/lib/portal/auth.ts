// Who is asking: the owner of a session (the payload-token cookie, or `Authorization: JWT …`),
// never a staff user. A valid token of a revoked session (logout everywhere) is no session.
import type { Payload } from 'payload'

import { isOwnerUser } from '@/access/roles'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

export type PortalOwner = {
  id: number
  name: string
  username?: string | null
  email?: string | null
  phone?: string | null
  locale: Locale
}

export const tokenCookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

export async function getOwner(payload: Payload, headers: Headers): Promise<PortalOwner | null> {
  try {
    const { user } = await payload.auth({ headers })
    if (!user || !isOwnerUser(user)) return null
    const owner = user as unknown as PortalOwner & { locale?: string | null }
    return {
      id: owner.id,
      name: owner.name,
      username: owner.username,
      email: owner.email,
      phone: owner.phone ?? null,
      locale: isLocale(owner.locale) ? owner.locale : defaultLocale,
    }
  } catch {
    return null
  }
}
