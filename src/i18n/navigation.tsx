// Locale-aware links and paths. next-intl writes the home of a language as `/nl` even with
// trailing slashes on, which would cost every home link a redirect; the wrappers here add the
// slash so that every generated URL is the canonical one of contracts/routes.md.
import NextLink from 'next/link'
import { useLocale } from 'next-intl'
import { createNavigation } from 'next-intl/navigation'
import type { ComponentProps } from 'react'

import type { Locale } from './locales'
import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter } = navigation

type GetPathnameArgs = Parameters<typeof navigation.getPathname>[0]
export type Href = GetPathnameArgs['href']

const withTrailingSlash = (url: string) => url.replace(/^([^?#]*[^/?#])(?=[?#]|$)/, '$1/')

export const getPathname = (args: GetPathnameArgs) =>
  withTrailingSlash(navigation.getPathname(args))

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href
  locale?: Locale
}

export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale() as Locale
  return <NextLink href={getPathname({ href, locale: locale ?? current })} {...props} />
}
