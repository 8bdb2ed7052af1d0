// Paths of the portal's pages, and where the login sends an owner afterwards: only a path of
// this site (never another host, never a protocol-relative `//host`), else the portal.
import type { Locale } from '@/i18n/locales'
import { listPath } from '@/lib/site/paths'

type PortalPage =
  '/login' | '/login/forgot-password' | '/login/new-password' | '/owner' | '/owner/profile'

/** The public path of a fixed portal page, with its trailing slash (`/nl/login/wachtwoord-vergeten/`). */
export const portalPagePath = (locale: Locale, page: PortalPage): string => listPath(page, locale)

/** The page of one property in the portal (`/fr/proprietaire/12/`). */
export const portalPropertyPath = (locale: Locale, id: number | string) =>
  `${portalPagePath(locale, '/owner')}${encodeURIComponent(String(id))}/`

export const portalPath = (locale: Locale) => portalPagePath(locale, '/owner')
export const loginPath = (locale: Locale) => portalPagePath(locale, '/login')

/**
 * The path to return to after the login, or null: a path of this site only, judged after it is
 * resolved (`/nl/../..//evil.example/` resolves to `//evil.example/`, another host for a browser).
 */
export const safeReturnPath = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length > 500) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  if (/[\u0000-\u001f]/.test(value)) return null
  try {
    const url = new URL(value, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid' || url.pathname.startsWith('//')) return null
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin')) return null
    return url.pathname + url.search
  } catch {
    return null
  }
}
