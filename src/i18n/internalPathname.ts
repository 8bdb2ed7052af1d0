import { pathnames } from './pathnames'

const templates = Object.keys(pathnames)
  .filter((key) => key.includes('['))
  .map((key) => ({ key, pattern: new RegExp(`^${key.replace(/\[[^\]]+\]/g, '[^/]+')}$`) }))

/**
 * The internal pathname of the page. On the server, next-intl sees the path the proxy rewrote
 * to ("/for-sale/", with the slash), which it cannot match to a localized template: without
 * this the server-rendered links would be "/fr/for-sale/" (a redirect away from the right URL).
 */
export function internalPathname(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
  if (path in pathnames) return path
  return templates.find(({ pattern }) => pattern.test(path))?.key ?? path
}
