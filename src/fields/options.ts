// Select options with their label in the four admin languages.
import { label, type AdminLabel } from './labels'

export type Option<T extends string = string> = { value: T; label: AdminLabel }

export const option = <T extends string>(
  value: T,
  nl: string,
  fr: string,
  en: string,
  de: string,
): Option<T> => ({ value, label: label(nl, fr, en, de) })

/** Yes / no / not applicable, for legal answers where "no" and "unknown" differ. */
export const yesNoOptions = (): Option[] => [
  option('yes', 'Ja', 'Oui', 'Yes', 'Ja'),
  option('no', 'Nee', 'Non', 'No', 'Nein'),
  option('notApplicable', 'Niet van toepassing', 'Non applicable', 'Not applicable', 'Entfällt'),
]
