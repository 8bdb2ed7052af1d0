'use client'

import { useParams } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { Link, usePathname } from '@/i18n/navigation'
import { internalPathname } from '@/i18n/internalPathname'

type Props = {
  label: string
  current: Locale
  languages: { code: Locale; name: string }[]
}

/** Links to the same page in every other language (the proxy translates the path segments). */
export function LanguageSwitcher({ label, current, languages }: Props) {
  const pathname = internalPathname(usePathname())
  const params = useParams()
  return (
    <nav aria-label={label} className="language-switcher">
      <ul>
        {languages.map(({ code, name }) => (
          <li key={code}>
            {code === current ? (
              <span aria-current="true" lang={code} title={name}>
                {code.toUpperCase()}
              </span>
            ) : (
              <Link
                // next-intl types the pathname per route; the params of this page fit it.
                href={{ pathname, params } as never}
                locale={code}
                lang={code}
                hrefLang={code}
                title={name}
                aria-label={name}
              >
                {code.toUpperCase()}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
