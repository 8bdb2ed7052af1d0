// Catalogue texts for the server side of the forms (endpoint answers, mails): the same
// `Forms` namespace the pages use, through the server's translator (src/i18n/server.ts).
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type nl from '@/i18n/messages/nl.json'
import { catalogues, serverTranslator } from '@/i18n/server'

export type FormsMessages = (typeof nl)['Forms']

export const formsTranslator = (locale: Locale) => serverTranslator(locale, 'Forms')

/** The message of an error key in `locale`; a key the catalogue lacks falls back to invalidValue. */
export const errorMessage = (key: string, locale: Locale): string => {
  const errors = catalogues[locale].Forms.errors as Record<string, string>
  return errors[key] ?? errors.invalidValue
}

export const isErrorKey = (key: string) => key in catalogues.nl.Forms.errors

/** The language of a request: the body's `locale`, else `?locale=`, else the default. */
export const requestLocale = (...candidates: unknown[]): Locale =>
  (candidates.find(isLocale) as Locale | undefined) ?? defaultLocale

/**
 * A form named inside a sentence, with "your" in the right gender and case ("Ihren Suchauftrag",
 * "Ihre Besichtigungsanfrage"): the catalogue's phrase of the kind, not its title lower-cased.
 */
export const yourForm = (kind: string, locale: Locale): string =>
  (catalogues[locale].Forms.yourForm as Record<string, string>)[kind] ??
  catalogues[locale].Forms.yourForm.contact
