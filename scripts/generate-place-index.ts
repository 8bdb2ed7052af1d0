// Writes the place lists of the search box, src/lib/places/places.generated.json (names →
// postcode) and src/lib/places/municipalities.generated.json (municipality → the postcodes of
// all its sections), from the public postcode list validated as the seed validates it
// (non-places dropped, coordinates checked) and the public municipality list (rows without a
// postcode dropped, the mergers of src/lib/places/mergers.ts added).
// Run after updating src/seed/data/belgium-postcodes.json or belgium-municipalities.json:
// npx tsx scripts/generate-place-index.ts
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { format, resolveConfig } from 'prettier'

import {
  buildMunicipalityRows,
  buildPlaceRows,
  sectionPlaces,
  validateMunicipalities,
} from '../src/lib/places/buildPlaceIndex'
import { mergers } from '../src/lib/places/mergers'
import municipalityList from '../src/seed/data/belgium-municipalities.json'
import { belgianPlaces } from '../src/seed/places'

const write = async (file: string, rows: unknown[]) => {
  const target = path.resolve(import.meta.dirname, '../src/lib/places', file)
  // In the repository's Prettier style, so that `npm run lint` accepts the file as written.
  writeFileSync(
    target,
    await format(JSON.stringify(rows), { ...(await resolveConfig(target)), filepath: target }),
  )
  console.log(`${rows.length} rows written to ${path.relative(process.cwd(), target)}`)
}

const municipalities = validateMunicipalities(municipalityList)
await write(
  'places.generated.json',
  buildPlaceRows([...belgianPlaces(), ...sectionPlaces(municipalities)]),
)
await write('municipalities.generated.json', buildMunicipalityRows(municipalities, mergers))
