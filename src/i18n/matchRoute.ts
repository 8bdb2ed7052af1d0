// Which route of the path table an internal path is, with its dynamic segments: what the
// language switcher needs to find the same page in another language.
import { pathnames, type AppPathname } from './pathnames'

export type MatchedRoute = { pathname: AppPathname; params: Record<string, string> }

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const routes = (Object.keys(pathnames) as AppPathname[]).map((pathname) => ({
  pathname,
  segments: pathname.split('/').filter(Boolean),
}))

/**
 * The route of internal segments (`['for-sale', 'gent', 'villa', '12']` →
 * `/for-sale/[city]/[slug]/[id]` with its params); a fixed segment wins over a parameter, so
 * `/services` is never read as a slug. Null when no route has that shape.
 */
export function matchRoute(segments: readonly string[]): MatchedRoute | null {
  const wanted = segments.filter(Boolean).map(decode)
  const candidates = routes.filter(({ segments: own }) => own.length === wanted.length)
  const fixed = candidates.find(({ segments: own }) => own.every((part, i) => part === wanted[i]))
  if (fixed) return { pathname: fixed.pathname, params: {} }
  for (const { pathname, segments: own } of candidates) {
    const params: Record<string, string> = {}
    const fits = own.every((part, i) => {
      const name = /^\[(\w+)\]$/.exec(part)?.[1]
      if (name) params[name] = wanted[i]
      return Boolean(name) || part === wanted[i]
    })
    if (fits) return { pathname, params }
  }
  return null
}
