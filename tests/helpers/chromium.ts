// Where the end-to-end tests find Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
import fs from 'node:fs'

export const chromiumPath = (): string => {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium'
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or set CHROME_PATH to a Chromium or Chrome binary. Do not run `npx playwright install`.',
    )
  }
  return candidate
}
