// Builds the committed place list (places.generated.json) from the validated postcode list:
// one row per postcode, [postcode, name, other names…], names in the list's order without
// spellings that compare equal. scripts/generate-place-index.ts writes it; a unit test checks
// the committed file is exactly what this gives.
import { normalisePlaceName } from './normalise'

export type PlaceRow = [zip: string, ...names: string[]]

export function buildPlaceRows(places: readonly { zip: string; name: string }[]): PlaceRow[] {
  const byZip = new Map<string, string[]>()
  for (const { zip, name } of places) {
    const names = byZip.get(zip) ?? []
    const key = normalisePlaceName(name)
    if (!names.some((known) => normalisePlaceName(known) === key)) names.push(name)
    byZip.set(zip, names)
  }
  return [...byZip.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zip, names]) => [zip, ...names])
}
