// The origin of absolute links (src/lib/origin.ts): SERVER_URL, else the host the visitor used;
// forwarding headers only behind a configured proxy, and nothing malformed ever makes a link.
import { afterEach, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import {
  configuredOrigin,
  originFromHeaders,
  productionOriginProblem,
  requestOrigin,
  warnIfNoServerUrl,
} from '@/lib/origin'

const saved = {
  SERVER_URL: process.env.SERVER_URL,
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
  NODE_ENV: process.env.NODE_ENV,
}
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

const headers = (entries: Record<string, string>) => new Headers(entries)

describe('the origin of the links', () => {
  it('is SERVER_URL when it is set, without a trailing slash or path', () => {
    process.env.SERVER_URL = 'https://www.agency.example/'
    expect(configuredOrigin()).toBe('https://www.agency.example')
    expect(requestOrigin({ headers: headers({ host: 'other.example' }) })).toBe(
      'https://www.agency.example',
    )
  })

  it('is the host the visitor asked for when SERVER_URL is unset, never localhost:3000', () => {
    delete process.env.SERVER_URL
    delete process.env.TRUSTED_PROXIES
    const request = {
      headers: headers({ host: 'makelaar.example:8080', 'x-forwarded-proto': 'http' }),
    }
    expect(requestOrigin(request)).toBe('http://makelaar.example:8080')
  })

  it('uses the protocol Next.js gives the request and leaves out its default port', () => {
    expect(
      originFromHeaders(headers({ host: 'makelaar.example:443', 'x-forwarded-proto': 'https' }), {
        trustProxy: false,
      }),
    ).toBe('https://makelaar.example')
    expect(originFromHeaders(headers({ host: '127.0.0.1:3101' }), { trustProxy: false })).toBe(
      'http://127.0.0.1:3101',
    )
  })

  it('ignores X-Forwarded-Host unless a trusted proxy is configured', () => {
    const forwarded = headers({
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'www.agency.example, proxy.internal',
      'x-forwarded-proto': 'https',
    })
    expect(originFromHeaders(forwarded, { trustProxy: false })).toBe('https://10.0.0.5:3000')
    expect(originFromHeaders(forwarded, { trustProxy: true })).toBe('https://www.agency.example')
    process.env.TRUSTED_PROXIES = '10.0.0.1'
    expect(originFromHeaders(forwarded)).toBe('https://www.agency.example')
  })

  it('never builds a link from a malformed host', () => {
    delete process.env.SERVER_URL
    for (const host of ['evil.example/path', 'a b', 'evil.example@x', '<script>', 'x:99999', ''])
      expect(originFromHeaders(headers(host ? { host } : {}), { trustProxy: false })).toBeNull()
    expect(requestOrigin({ headers: headers({ host: 'evil.example/x' }) })).toBe(
      'http://localhost:3000',
    )
  })

  it('accepts IPv6 hosts', () => {
    expect(originFromHeaders(headers({ host: '[::1]:3000' }), { trustProxy: false })).toBe(
      'http://[::1]:3000',
    )
  })
})

describe('the start of a production server without SERVER_URL', () => {
  it('warns once in the log', () => {
    const warnings: string[] = []
    const payload = { logger: { warn: (message: string) => warnings.push(message) } }
    delete process.env.SERVER_URL
    ;(process.env as Record<string, string>).NODE_ENV = 'development'
    warnIfNoServerUrl(payload as unknown as Payload)
    expect(warnings).toEqual([])
    ;(process.env as Record<string, string>).NODE_ENV = 'production'
    warnIfNoServerUrl(payload as unknown as Payload)
    warnIfNoServerUrl(payload as unknown as Payload)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/SERVER_URL is not set/)
  })
})

describe('a production start', () => {
  const production = { NODE_ENV: 'production' } as NodeJS.ProcessEnv

  it('is refused without SERVER_URL, saying what to set', () => {
    expect(productionOriginProblem(production)).toMatch(
      /SERVER_URL is not set.*SERVER_URL=https:\/\/www\.agency\.example/,
    )
  })

  it('is refused with a SERVER_URL that is no http(s) address', () => {
    expect(productionOriginProblem({ ...production, SERVER_URL: 'www.agency.example' })).toMatch(
      /not an http\(s\) address/,
    )
  })

  it('goes ahead with SERVER_URL, or when the operator takes links from the Host', () => {
    expect(
      productionOriginProblem({ ...production, SERVER_URL: 'https://www.agency.example' }),
    ).toBeNull()
    expect(productionOriginProblem({ ...production, ORIGIN_FROM_HOST: '1' })).toBeNull()
  })

  it('is not concerned by development, tests or the build', () => {
    expect(productionOriginProblem({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toBeNull()
    expect(
      productionOriginProblem({ ...production, NEXT_PHASE: 'phase-production-build' }),
    ).toBeNull()
  })
})
