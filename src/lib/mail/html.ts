/** Escapes a visitor's value for HTML text and attribute context. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

/** Keeps header values (subjects) on one line: no CR/LF from a visitor reaches a header. */
export const headerSafe = (value: string, max = 200) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max)
