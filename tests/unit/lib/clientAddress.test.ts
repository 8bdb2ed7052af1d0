// Who the client is: the socket's peer, or the first untrusted hop of X-Forwarded-For from the
// right when the request came through TRUSTED_PROXIES.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import {
  clientAddress,
  clientLimitKey,
  installPeerAddressStamp,
  PEER_ADDRESS_HEADER,
  rateLimitKey,
} from '@/lib/http/clientAddress'
import { withoutLinks } from '@/lib/forms/sendToFriend'

const request = (peer: string | null, forwarded?: string) => ({
  headers: new Headers({
    ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}),
    ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
  }),
})

beforeAll(() => installPeerAddressStamp())
afterEach(() => {
  delete process.env.TRUSTED_PROXIES
})

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without TRUSTED_PROXIES: the peer is the client', () => {
    expect(clientAddress(request('::ffff:198.51.100.4', '1.2.3.4'))).toBe('198.51.100.4')
    expect(clientAddress(request(null, '1.2.3.4'))).toBe('unknown')
  })

  it('walks X-Forwarded-For from the right past trusted proxies and ranges', () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1, 10.0.0.0/8 ,fd00::/8'
    expect(clientAddress(request('127.0.0.1', 'forged, 203.0.113.9, 10.2.3.4'))).toBe('203.0.113.9')
    expect(clientAddress(request('fd00::1', '2001:db8::7'))).toBe('2001:db8::7')
    // A peer that is no trusted proxy is the client, whatever it forwards.
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4')
    // Only trusted hops: the leftmost one.
    expect(clientAddress(request('127.0.0.1'))).toBe('127.0.0.1')
  })

  it('trusts nothing from a malformed TRUSTED_PROXIES entry', () => {
    process.env.TRUSTED_PROXIES = 'not-an-address'
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4')
  })
})

describe('rateLimitKey', () => {
  it('counts an IPv4 address by itself', () => {
    expect(rateLimitKey('198.51.100.4')).toBe('198.51.100.4')
    expect(rateLimitKey('198.51.100.5')).toBe('198.51.100.5')
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in either spelling', () => {
    expect(rateLimitKey('::ffff:198.51.100.4')).toBe('198.51.100.4')
    expect(rateLimitKey('::FFFF:c633:6404')).toBe('198.51.100.4')
    expect(rateLimitKey('0:0:0:0:0:ffff:198.51.100.4')).toBe('198.51.100.4')
  })

  it('counts every address of an IPv6 /64 in one bucket, however it is written', () => {
    const bucket = '2001:db8:1:2::/64'
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0DB8:0001:0002:abcd:0:0:9',
      '[2001:db8:1:2::7]',
      '2001:db8:1:2::8%eth0',
      '2001:db8:1:2:0:0:192.0.2.1',
    ])
      expect(rateLimitKey(address), address).toBe(bucket)
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKey('fe80::1')).toBe('fe80:0:0:0::/64')
  })

  it('keeps what is no address as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown')
  })

  it('gives a client its network as its bucket', () => {
    expect(clientLimitKey(request('2001:db8:aa:bb::1'))).toBe(
      clientLimitKey(request('2001:db8:aa:bb:1234:5678:9abc:def0')),
    )
    expect(clientLimitKey(request('::ffff:203.0.113.9'))).toBe('203.0.113.9')
    expect(clientLimitKey(request(null))).toBe('unknown')
  })
})

describe('withoutLinks', () => {
  it('removes web and e-mail addresses and caps the length', () => {
    expect(
      withoutLinks(
        'Zie https://x.example/a?b=1 of www.y.example en z.example/pad - mail a@b.example',
      ),
    ).toBe('Zie […] of […] en […] - mail […]')
    expect(withoutLinks('Mooi huis, o.a. een tuin. Prijs: 350.000 €')).toBe(
      'Mooi huis, o.a. een tuin. Prijs: 350.000 €',
    )
    expect(withoutLinks('x'.repeat(900))).toHaveLength(500)
    expect(withoutLinks(undefined)).toBe('')
  })
})
