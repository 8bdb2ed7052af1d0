// Writes src/lib/places/places.generated.json, the place list of the search box, from the public
// postcode list validated as the seed validates it (non-places dropped, coordinates checked).
// Run after updating src/seed/data/belgium-postcodes.json: npx tsx scripts/generate-place-index.ts
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { format, resolveConfig } from 'prettier'

import { buildPlaceRows } from '../src/lib/places/buildPlaceIndex'
import { belgianPlaces } from '../src/seed/places'

const target = path.resolve(import.meta.dirname, '../src/lib/places/places.generated.json')
const rows = buildPlaceRows(belgianPlaces())
// In the repository's Prettier style, so that `npm run lint` accepts the file as written.
writeFileSync(
  target,
  await format(JSON.stringify(rows), { ...(await resolveConfig(target)), filepath: target }),
)
console.log(`${rows.length} postcodes written to ${path.relative(process.cwd(), target)}`)
