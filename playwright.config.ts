// End-to-end tests on the production build in Debian's Chromium (no browser download).
// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds, seeds a throw-away database
// and sets E2E_BASE_URL; the server is started here once and shared by every test.
import { defineConfig, devices } from '@playwright/test'

import { chromiumPath } from './tests/helpers/chromium'

const port = Number(process.env.E2E_PORT || 3100)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'nl-BE',
    // A visitor answers the cookie banner first ("necessary only"); the banner's own tests
    // (chrome.spec.ts) start without this cookie. Clicking through the banner is not a visit.
    storageState: {
      cookies: [
        {
          name: 'cookie_consent',
          value: 'necessary',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // No `-H 127.0.0.1`: with it Next takes every proxy rewrite for another origin (it writes
    // 127.0.0.1 as localhost on one side only) and proxies it to itself over the network — a
    // second request per page, which fails behind the TLS front of the security-headers test.
    command: `node server.mjs -p ${port}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      SERVER_URL: baseURL,
      // The CRM screen's test imports from a double on 127.0.0.1 (docs/crm-import.md).
      CRM_ALLOW_PRIVATE_HOSTS: '1',
    },
  },
})
