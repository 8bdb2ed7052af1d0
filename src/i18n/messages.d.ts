// Typed message keys: next-intl checks every key given to a translator against the Dutch
// catalogue (the source), so a mistyped key fails the type check instead of showing a raw key.
import type nl from './messages/nl.json'
import type { Locale } from './locales'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof nl
  }
}
