// A client island gets only the catalogue texts it uses: whatever a NextIntlClientProvider
// receives is serialised into every page that renders it (the RSC payload), texts of other
// forms and of the mails included.

type Messages = { [key: string]: string | Messages }

/**
 * The part of `messages` at the given dotted paths (`Forms.errors.emailInvalid`, or a whole
 * namespace `Forms.ui`), nested as in the catalogue. A path the catalogue lacks throws: a text a
 * component asks for must not silently become its key.
 */
export function pickMessages(messages: object, paths: readonly string[]): Messages {
  const picked: Messages = {}
  for (const path of paths) {
    const keys = path.split('.')
    let source: unknown = messages
    for (const key of keys) {
      source =
        source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined
    }
    if (source === undefined) throw new Error(`pickMessages: no message at ${path}`)
    let target = picked
    keys.slice(0, -1).forEach((key) => {
      target[key] ??= {}
      target = target[key] as Messages
    })
    target[keys[keys.length - 1]] = source as string | Messages
  }
  return picked
}
