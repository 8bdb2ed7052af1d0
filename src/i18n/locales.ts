// The one list of languages: feeds Payload's localization and next-intl's routing.
export const locales = ['nl', 'fr', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'nl'

/** Names of the languages in their own language, for the language switcher and the admin. */
export const localeNames: Record<Locale, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
}

/** BCP 47 tags used for Intl formatting, `<html lang>` and hreflang. */
export const localeTags: Record<Locale, string> = {
  nl: 'nl-BE',
  fr: 'fr-BE',
  en: 'en-GB',
  de: 'de-BE',
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)
