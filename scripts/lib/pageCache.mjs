// The pages and data this build cached on disk (Next's file-system cache, used on SQLite;
// decision 0017, 0020): pages are cached on their first request into the build's directory,
// so after the content was replaced underneath (a new seed, a new test database) they would show
// the old content until they expire. Removing them makes every page render again.
import fs from 'node:fs'
import path from 'node:path'

export const clearPageCache = (distDir = '.next') => {
  // Data (unstable_cache) and the pages rendered since the build (Next 16.4 keeps them apart
  // from the build's own files, in server/route-cache).
  for (const dir of ['cache/fetch-cache', 'server/route-cache'])
    fs.rmSync(path.join(distDir, dir), { recursive: true, force: true })
}
