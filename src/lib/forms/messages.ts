// Catalogue texts for the server side of the forms (endpoint answers, mails): the same
// `Forms`/`ThankYou` namespaces the pages use, translated with use-intl's translator.
import { createTranslator } from 'use-intl/core'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'

export const catalogues = { nl, fr, en, de } as const
export type FormsMessages = (typeof nl)['Forms']

export const formsTranslator = (locale: Locale) =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'Forms' })

/** The message of an error key in `locale`; a key the catalogue lacks falls back to invalidValue. */
export const errorMessage = (key: string, locale: Locale): string => {
  const errors = catalogues[locale].Forms.errors as Record<string, string>
  return errors[key] ?? errors.invalidValue
}

export const isErrorKey = (key: string) => key in nl.Forms.errors

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
