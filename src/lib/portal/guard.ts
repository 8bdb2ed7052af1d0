// The portal pages' door: the owner of the session, or a redirect (307) to the login page of the
// same language that comes back to the asked page afterwards.
import 'server-only'

import { redirect } from 'next/navigation'

import type { Locale } from '@/i18n/locales'

import type { PortalOwner } from './auth'
import { getPortalOwner } from './queries'
import { loginPath } from './returnPath'

export async function requireOwner(locale: Locale, returnTo: string): Promise<PortalOwner> {
  const owner = await getPortalOwner()
  if (!owner) redirect(`${loginPath(locale)}?${new URLSearchParams({ next: returnTo })}`)
  return owner
}
