import { getTranslations } from 'next-intl/server'

import { isLocale, localeNames } from '@/i18n/locales'
import { matchRoute } from '@/i18n/matchRoute'
import { findLanguagePaths } from '@/lib/data/alternates'
import { getEnabledLocales } from '@/lib/data/settings'
import { languageLinks, toQueryString, type SearchParams } from '@/lib/seo/languageLinks'

type Props = {
  locale: string
  /** The internal path of the page under its language (`['news', 'open-huis']`). */
  segments: readonly string[]
  searchParams?: SearchParams
}

/**
 * Links to the same page in every other language — the same property, article or question
 * under its own slug there, the same filters — rendered on the server as plain links. It is
 * the `@languages` slot of the language layout, so it follows every navigation.
 */
export async function LanguageSwitcher({ locale, segments, searchParams }: Props) {
  if (!isLocale(locale)) return null
  const [t, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getEnabledLocales(),
  ])
  const route = matchRoute(segments)
  const paths = route ? await findLanguagePaths({ locale, route, enabled }) : {}
  const links = languageLinks({ enabled, paths, query: toQueryString(searchParams) })
  return (
    <nav aria-label={t('languageSwitcher')} className="language-switcher">
      <ul>
        {links.map(({ code, href }) => (
          <li key={code}>
            {/* The name read out starts with the code shown ("FR Français"): a voice user says
                what they see, and a screen reader still learns the language's name. */}
            {code === locale ? (
              <span aria-current="true" lang={code} title={localeNames[code]}>
                {code.toUpperCase()}
                <span className="visually-hidden"> {localeNames[code]}</span>
              </span>
            ) : (
              <a href={href} lang={code} hrefLang={code} title={localeNames[code]}>
                {code.toUpperCase()}
                <span className="visually-hidden"> {localeNames[code]}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
