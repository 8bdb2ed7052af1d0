import { decodeHTML } from 'entities/decode'

/** True for null, undefined and a blank string; 0, false and [] are values, not emptiness. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  return typeof value === 'string' && value.trim() === ''
}

/**
 * The first `length` characters of `text`, no ellipsis.
 * Decision: characters are Unicode code points, so an emoji or other astral character is never
 * cut in half; a negative or NaN length gives '' and a fractional one is rounded down.
 */
export function limitText(text: string, length: number): string {
  const max = toCount(length)
  const chars = Array.from(text)
  return chars.length <= max ? text : chars.slice(0, max).join('')
}

const ELLIPSIS = '\u2026'

// Elements whose boundaries separate words: "<p>tuin</p><p>keuken</p>" reads "tuin keuken",
// while inline markup inside a word ("<b>Ver</b>kocht") does not split it.
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi
const HIDDEN_ELEMENT = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
const ANY_TAG = /<\/?[a-z][^>]*>|<[!?][^>]*>/gi
// Feeds sometimes cut HTML mid-tag: "…mooie tuin <a href="
const UNFINISHED_TAG = /<\/?[a-z][^>]*$/i

function stripTags(html: string): string {
  return html
    .replace(HIDDEN_ELEMENT, ' ')
    .replace(COMMENT, '')
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(UNFINISHED_TAG, '')
}

/**
 * Plain text of an HTML description, for cards and meta descriptions: tags stripped, entities
 * decoded, whitespace collapsed, trimmed, and cut to `limit` characters with an ellipsis.
 *
 * Decisions:
 * - Markup that only appears after decoding (`&lt;b&gt;`) is stripped too, and any `<` left over
 *   ("opp. < 100 m²") is written `‹` so the result can never be read as markup.
 * - Lengths count code points (see `limitText`); the result has at most `limit + 1` of them.
 * - The last space "lies after 80 %" when its index is strictly greater than 0.8 × limit; a space
 *   right after the cut point counts, since the last word is then whole.
 */
export function cleanDescription(html: string, limit = 250): string {
  const text = stripTags(decodeHTML(stripTags(html)))
    .replace(/</g, '\u2039')
    .replace(/\s+/g, ' ')
    .trim()
  const max = toCount(limit)
  const chars = Array.from(text)
  if (chars.length <= max) return text

  const lastSpace = chars.slice(0, max + 1).lastIndexOf(' ')
  const end = lastSpace > max * 0.8 ? lastSpace : max
  return chars.slice(0, end).join('').trimEnd() + ELLIPSIS
}

function toCount(n: number): number {
  if (Number.isNaN(n) || n <= 0) return 0
  return Math.floor(n)
}
