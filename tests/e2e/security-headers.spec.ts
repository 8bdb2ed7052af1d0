// Security headers of the production build, scored by Mozilla's HTTP Observatory
// (@mdn/mdn-http-observatory, offline). In production the site sits behind a TLS proxy that
// sends http to https; here a small front does that job in front of the shared `next start`:
// https on one port (a self-signed certificate for 127.0.0.1, trusted through
// NODE_EXTRA_CA_CERTS by the scan only) and http on another that redirects to it.
import { execFile, execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

const backend = new URL(`http://127.0.0.1:${process.env.E2E_PORT || 3100}`)

let dir = ''
let secure: https.Server
let plain: http.Server
let httpsPort = 0
let httpPort = 0

const listen = (server: http.Server | https.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'observatory-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  secure = https.createServer(
    {
      key: fs.readFileSync(path.join(dir, 'key.pem')),
      cert: fs.readFileSync(path.join(dir, 'cert.pem')),
    },
    (request, response) => {
      const forwarded = http.request(
        {
          host: backend.hostname,
          port: backend.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-proto': 'https' },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      forwarded.on('error', () => response.writeHead(502).end())
      request.pipe(forwarded)
    },
  )
  httpsPort = await listen(secure)
  plain = http.createServer((request, response) => {
    response.writeHead(301, { Location: `https://127.0.0.1:${httpsPort}${request.url}` }).end()
  })
  httpPort = await listen(plain)
})

test.afterAll(async () => {
  secure?.close()
  plain?.close()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

type Scan = {
  grade: string
  score: number
  status: number
  tests: Record<string, { result: string; pass: boolean; modifier: number }>
}

// Asynchronous: the front runs in this process and must answer while the scan waits.
const observatory = (pathname: string) =>
  new Promise<Scan>((resolve, reject) =>
    execFile(
      process.execPath,
      ['tests/helpers/observatory.mjs', '127.0.0.1', String(httpPort), String(httpsPort), pathname],
      {
        encoding: 'utf8',
        env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, 'cert.pem') },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${error.message}\n${stderr}`))
          : resolve(JSON.parse(stdout) as Scan),
    ),
  )

const propertyPath = async (page: Page) => {
  await page.goto('/nl/te-koop/')
  const href = await page.locator('article.property-card h3 a').first().getAttribute('href')
  expect(href).toBeTruthy()
  return new URL(href!, backend).pathname
}

test('the home page, a property page and the admin login score A+ in the Mozilla Observatory', async ({
  page,
}) => {
  const pages = ['/nl/', await propertyPath(page), '/admin/login']
  for (const pathname of pages) {
    const scan = await observatory(pathname)
    const failed = Object.entries(scan.tests).filter(([, outcome]) => outcome.modifier < 0)
    expect(failed, pathname).toEqual([])
    expect(scan.grade, `${pathname}: ${JSON.stringify(scan.tests)}`).toBe('A+')
  }
})

test('every answer carries the security headers, and no inline script runs unless its nonce or its hash is in the policy', async ({
  page,
  request,
}) => {
  const property = await propertyPath(page)
  // Prerendered (a hash per inline script), rendered per request (a nonce), a 404, the admin.
  const pages = ['/nl/', property, '/nl/contact/', '/en/does-not-exist/', '/admin/login']
  for (const pathname of pages) {
    // The second answer of a prerendered page comes from the page cache.
    await request.get(pathname, { maxRedirects: 0 })
    const response = await request.get(pathname, { maxRedirects: 0 })
    const headers = response.headers()
    expect(headers['x-content-type-options'], pathname).toBe('nosniff')
    expect(headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], pathname).toContain('camera=()')
    expect(headers['strict-transport-security'], pathname).toMatch(/max-age=31536000/)
    expect(headers['x-powered-by'], pathname).toBeUndefined()
    const csp = headers['content-security-policy']
    // One policy: a second one would be enforced too and forbid what the first allows.
    expect(csp, pathname).not.toContain(', ')
    const scripts = csp.split(';').find((directive) => directive.trim().startsWith('script-src'))!
    expect(scripts, pathname).not.toContain('unsafe-inline')
    expect(csp, pathname).toContain(
      pathname.startsWith('/admin') ? "frame-ancestors 'none'" : "frame-ancestors 'self'",
    )
    const prerendered = pathname === '/nl/' || pathname === property
    if (prerendered) {
      // From the page cache: its inline scripts by hash, its script files as ours ('self').
      expect(headers['x-nextjs-cache'], pathname).toBe('HIT')
      expect(scripts, pathname).toMatch(/^ ?script-src 'self' 'sha256-/)
      expect(scripts, pathname).not.toContain("'nonce-")
      expect(scripts, pathname).not.toContain("'strict-dynamic'")
    } else {
      expect(scripts, pathname).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
      expect(scripts, pathname).toContain("'strict-dynamic'")
    }
    // Every executable inline script of the page carries this answer's nonce or is listed by
    // its hash.
    const nonce = scripts.match(/'nonce-([^']+)'/)?.[1]
    const html = await response.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .map(([, attributes, code]) => ({ attributes, code }))
      .filter(({ attributes }) => !/type="application\/(ld\+)?json"/.test(attributes))
    expect(inline.length, pathname).toBeGreaterThan(0)
    for (const { attributes, code } of inline) {
      const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`
      const allowed = (nonce && attributes.includes(`nonce="${nonce}"`)) || scripts.includes(hash)
      expect(allowed, `${pathname}: ${code.slice(0, 80)}`).toBeTruthy()
    }
  }

  const api = await request.get('/api/properties?limit=1')
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'; sandbox",
  )
  expect(api.headers()['x-content-type-options']).toBe('nosniff')
  expect(api.headers()['x-powered-by']).toBeUndefined()
})

test('the map, the forms and the admin work under the policy: no violation is reported', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.goto(await propertyPath(page))
  await page.waitForLoadState('networkidle')
  await page.goto('/nl/contact/')
  await page.waitForLoadState('networkidle')
  await page.goto('/admin/login')
  await expect(page.locator('#field-email')).toBeVisible()
  await page.locator('#field-email').fill(process.env.ADMIN_EMAIL!)
  await page.locator('#field-password').fill(process.env.ADMIN_PASSWORD!)
  await page.getByRole('button', { name: /inloggen|login/i }).click()
  await expect(page.getByRole('link', { name: /panden|properties/i }).first()).toBeVisible()
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')
  expect(token?.sameSite).toBe('Lax')
  expect(token?.httpOnly).toBe(true)
  expect(violations).toEqual([])
})
