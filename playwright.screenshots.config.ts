// Screenshots of every page type at a phone's, a tablet's and a desk's width, for a person to
// look at (issue 14): `npm run screenshots` after a build. Not a test suite: CI does not run it.
// The PNGs land in screenshots/ (ignored by git), one per page and width.
import { defineConfig } from '@playwright/test'

import base from './playwright.config'

export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  testMatch: '*.shots.ts',
  timeout: 180_000,
})
