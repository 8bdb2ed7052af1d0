// Canonical URL and hreflang alternates of a page in every enabled language (plus x-default),
// for Next's `metadata.alternates` and the language switcher. Paths are root-relative: Next makes
// them absolute with the layout's `metadataBase`, the site's origin (src/lib/origin.ts).
import { defaultLocale, localeTags, type Locale } from '@/i18n/locales'
import { getPathname, type Href } from '@/i18n/navigation'
import { listPath } from '@/lib/site/paths'

export type Alternates = {
  canonical: string
  languages: Record<string, string>
}

/** `hrefs` gives the path per language when it is not the same internal href (content slugs). */
export const alternatesFor = ({
  locale,
  href,
  hrefs,
  enabled,
}: {
  locale: Locale
  href?: Href
  hrefs?: Partial<Record<Locale, string>>
  enabled: readonly Locale[]
}): Alternates => {
  const pathFor = (code: Locale) =>
    hrefs?.[code] ?? (href ? getPathname({ locale: code, href }) : listPath('/', code))
  const languages: Record<string, string> = {}
  for (const code of enabled) languages[localeTags[code]] = pathFor(code)
  const fallback = enabled.includes(defaultLocale) ? defaultLocale : enabled[0]
  languages['x-default'] = pathFor(fallback)
  return { canonical: pathFor(locale), languages }
}
