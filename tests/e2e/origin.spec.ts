// A production server refuses to start without SERVER_URL (docs/decisions/0039); with
// ORIGIN_FROM_HOST=1 (a proxy in front passes only the site's own names) the site's absolute
// links follow the address the visitor used, never localhost:3000. A second server of the same
// build and database is started here that way (the shared one has SERVER_URL set).
import { spawn } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { startSecondServer } from '../helpers/secondServer'

const port = Number(process.env.E2E_PORT || 3100) + 1000
const base = `http://127.0.0.1:${port}`
let server: Awaited<ReturnType<typeof startSecondServer>> | undefined

test.beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  delete env.SERVER_URL
  env.ORIGIN_FROM_HOST = '1'
  server = await startSecondServer(
    base,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    env,
  )
})

test.afterAll(() => {
  server?.stop()
})

test('a production server without SERVER_URL does not start, and says what to set', async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  delete env.SERVER_URL
  delete env.ORIGIN_FROM_HOST
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port + 1)], { env })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.once('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  expect(code).toBe(1)
  expect(output).toContain('SERVER_URL is not set')
  expect(output).toContain('SERVER_URL=https://www.agency.example')
  const refused = await fetch(`http://127.0.0.1:${port + 1}/api/health`).catch(() => null)
  expect(refused).toBeNull()
})

test('with ORIGIN_FROM_HOST, canonical links, hreflang and the sitemap use the address the visitor asked for, never localhost', async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { host: 'makelaar.example' },
  })
  // A page rendered per request (a prerendered one keeps the links of the address it was first
  // rendered for: a site under several names sets SERVER_URL, decision 0020).
  const contact = await (await visitor.get('/nl/contact/')).text()
  expect(contact).toContain('<link rel="canonical" href="http://makelaar.example/nl/contact/"')
  expect(contact).toContain('hrefLang="fr-BE" href="http://makelaar.example/fr/contact/"')
  expect(contact).not.toContain('localhost:3000')

  const sitemap = await (await visitor.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<loc>http://makelaar.example/nl/</loc>')
  expect(sitemap).not.toContain('localhost')
  const robots = await (await visitor.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap: http://makelaar.example/sitemap.xml')
  await visitor.dispose()
})

test('with ORIGIN_FROM_HOST, the cookie banner without JavaScript sends the visitor back to the same site', async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { host: 'makelaar.example' },
  })
  const response = await visitor.post('/api/consent/', {
    form: { choice: 'necessary' },
    headers: { referer: 'http://makelaar.example/nl/te-koop/?page=2' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  const location = new URL(response.headers().location, 'http://makelaar.example/')
  expect(location.href).toBe('http://makelaar.example/nl/te-koop/?page=2#cookie-choice-saved')
  await visitor.dispose()
})
