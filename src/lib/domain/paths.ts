// Latin letters that Unicode does not decompose into a base letter and an accent.
const LETTERS: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

/** One path segment: "Vraag & Antwoord" → "vraag-antwoord", "Émile Zola" → "emile-zola". */
export function slugifySegment(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æœßøłđðþı]/g, (letter) => LETTERS[letter])
    .replace(/[/_]/g, ' ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * A friendly path from names: `slugifyPath('Vraag & Antwoord', 'Huren')` → `/vraag-antwoord/huren/`.
 *
 * Decisions:
 * - Hyphens are kept and runs of them made one ("Kapelle-op-den-Bos", "Gent - Centrum"); a slash
 *   or underscore inside a name separates words like a space ("Aankoop/Verkoop" →
 *   "aankoop-verkoop"); other punctuation is removed.
 * - Letters with no decomposition are spelled out in ASCII (æ → ae, œ → oe, ß → ss, ø → o, ł → l);
 *   other scripts have no ASCII spelling here and are dropped.
 * - A name left empty adds no segment, so the result never holds "//"; no names give "/".
 */
export function slugifyPath(...names: string[]): string {
  const segments = names.map(slugifySegment).filter(Boolean)
  return segments.length ? `/${segments.join('/')}/` : '/'
}
