// The React tree a prerendered page carries for hydration (the inline Flight data,
// `self.__next_f.push` scripts): how many client components it hydrates, by name. Used by the
// budget test (tests/e2e/performance-budget.spec.ts) and by bench/lighthouse.mjs.

const PUSH = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g

/** The Flight text of a page's HTML: the pushed rows, joined. */
export const flightText = (html) =>
  [...html.matchAll(PUSH)].map((match) => JSON.parse(match[1])).join('')

/**
 * The client components the page hydrates: `instances` (each element whose type is a client
 * reference) and `byName` (export name → instances; `default` exports named by their chunk's
 * module id). A client reference is an `I` row (`2:I["123",[…chunks],"Name"]`); an element of
 * it refers to its row as `"$L2"`.
 * @param {string} html
 * @returns {{ instances: number, byName: Record<string, number>, flightBytes: number }}
 */
export function clientComponents(html) {
  const text = flightText(html)
  /** @type {Record<string, number>} */
  const byName = {}
  let instances = 0
  for (const row of text.matchAll(/(?:^|\n)([0-9a-f]+):I(\[[^\n]*\])/g)) {
    let name = `row ${row[1]}`
    try {
      const [id, , exported] = JSON.parse(row[2])
      name = exported && exported !== 'default' ? exported : `default of ${id}`
    } catch {}
    const count = text.split(`"$L${row[1]}"`).length - 1
    if (!count) continue
    byName[name] = (byName[name] ?? 0) + count
    instances += count
  }
  return { instances, byName, flightBytes: Buffer.byteLength(text) }
}
