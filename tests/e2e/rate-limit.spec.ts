// On the production server, a client cannot escape the forms' rate limit by writing a new
// X-Forwarded-For on every request: without TRUSTED_PROXIES the connection's own address counts.
import { randomInt } from 'node:crypto'

import { expect, test } from '@playwright/test'

const randomIp = () =>
  `${randomInt(1, 223)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

test('a client forging X-Forwarded-For is still rate limited', async ({ request }) => {
  const statuses: number[] = []
  // FORMS_RATE_LIMIT_PER_MINUTE is 10 by default; the valuation form is used by no other e2e test.
  for (let n = 0; n < 11; n++) {
    const response = await request.post('/api/forms/valuation/', {
      data: {},
      headers: { 'x-forwarded-for': randomIp(), 'x-agency-peer-address': randomIp() },
      maxRedirects: 0,
    })
    statuses.push(response.status())
  }
  expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
  expect(statuses[10]).toBe(429)
})
