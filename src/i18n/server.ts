// The catalogues outside React — endpoint answers, mails, small pages, jobs — and the one
// translator they use (use-intl's, as the pages use next-intl's): the same texts and message
// syntax as the pages, keys checked against the Dutch catalogue (src/i18n/messages.d.ts).
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core'

import type { Locale } from './locales'
import de from './messages/de.json'
import en from './messages/en.json'
import fr from './messages/fr.json'
import nl from './messages/nl.json'

type Messages = typeof nl

export const catalogues = { nl, fr, en, de } as const

/** A namespace of the catalogue: `Forms`, `Alerts.mail`, `Portal` … */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>

/** The translator of one namespace in one language. */
export const serverTranslator = <const N extends Namespace>(locale: Locale, namespace: N) =>
  createTranslator<Messages, N>({
    locale,
    // Every catalogue has the Dutch one's keys (tests/unit/i18n/messages.test.ts).
    messages: catalogues[locale] as Messages,
    namespace,
  })
