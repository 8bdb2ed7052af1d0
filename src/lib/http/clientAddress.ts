// The address of the client a request comes from, for rate limits and login throttling.
//
// `next start` fills `X-Forwarded-For` with the socket address only when the client sent none
// (next/dist/server/base-server.js: `??=`), so a client can write any address there, and the
// socket address never reaches a route handler otherwise. The server process therefore stamps
// every incoming request with its socket address (`installPeerAddressStamp`, called from
// src/instrumentation.ts), overwriting whatever a client sent in that header.
//
// TRUSTED_PROXIES (comma-separated addresses or CIDR ranges, e.g. `127.0.0.1,10.0.0.0/8`) names
// the reverse proxies whose `X-Forwarded-For` is believed. Unset, no forwarding header is: the
// client is the socket's peer. Set, the hops are walked from the right (the peer, then the
// addresses the proxies appended) and the first one that is not a trusted proxy is the client.
//
// Rate limits count per client *network* (`clientLimitKey`): an IPv4 address, but an IPv6 /64
// prefix, since one subscriber or one rented server routinely gets a whole /64 and could
// otherwise open 2^64 buckets of its own.
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP } from 'node:net'

import { readProcessValue, writeProcessValue } from '@/edge/processValues.mjs'

/** The header the server stamps with the socket address of each request. */
export const PEER_ADDRESS_HEADER = 'x-agency-peer-address'

/** Whether this process stamps requests (otherwise the peer header is not believed). */
export const peerAddressStamped = () => readProcessValue('peerAddressStamp') === true

/**
 * Makes every HTTP(S) server of this process write the socket address of each request into
 * `PEER_ADDRESS_HEADER` before any handler runs. Idempotent.
 */
export const installPeerAddressStamp = () => {
  if (peerAddressStamped()) return
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit as (event: string | symbol, ...args: unknown[]) => boolean
    Server.prototype.emit = function (
      this: http.Server,
      event: string | symbol,
      ...args: unknown[]
    ) {
      if (event === 'request' || event === 'checkContinue') {
        const request = args[0] as http.IncomingMessage | undefined
        if (request?.headers)
          request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? ''
      }
      return emit.call(this, event, ...args)
    } as typeof Server.prototype.emit
  }
  writeProcessValue('peerAddressStamp', true)
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; surrounding spaces and brackets go. */
const normalize = (address: string) => {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)
  return mapped ? mapped[1] : trimmed
}

let cached: { raw: string; list: BlockList | null } | undefined

/** The trusted proxies of TRUSTED_PROXIES, or null when none are configured. */
export const trustedProxies = (): BlockList | null => {
  const raw = process.env.TRUSTED_PROXIES?.trim() ?? ''
  if (cached?.raw === raw) return cached.list
  let list: BlockList | null = null
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/')
    const ip = normalize(address)
    const family = isIP(ip)
    if (!family) continue // a malformed entry trusts nothing
    list ??= new BlockList()
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(ip, type)
    else if (/^\d+$/.test(prefix)) list.addSubnet(ip, Number(prefix), type)
  }
  cached = { raw, list }
  return list
}

const isTrusted = (list: BlockList, address: string) => {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address: the socket's peer, or, behind TRUSTED_PROXIES, the first address from
 * the right of `X-Forwarded-For` that is not a trusted proxy. `unknown` when nothing can be
 * known (a request that did not come through this process's server, with no trusted proxy).
 */
export const clientAddress = (request: { headers: Headers }): string => {
  const { headers } = request
  const stamped = peerAddressStamped() ? headers.get(PEER_ADDRESS_HEADER) : null
  const peer = stamped ? normalize(stamped) : undefined
  const trusted = trustedProxies()
  if (!trusted) return peer || 'unknown'
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normalize).filter(Boolean)
  if (peer) hops.push(peer)
  let client: string | undefined
  for (let index = hops.length - 1; index >= 0; index--) {
    client = hops[index]
    if (!isTrusted(trusted, client)) break
  }
  return (client ?? 'unknown').slice(0, 64)
}

/**
 * Whether the request reached us through one of the TRUSTED_PROXIES, so that its other
 * forwarding headers (X-Forwarded-Host) may be believed: the socket's peer is a trusted proxy
 * (or, where this process does not stamp requests, TRUSTED_PROXIES is set at all).
 */
export const viaTrustedProxy = (headers: Headers): boolean => {
  const trusted = trustedProxies()
  if (!trusted) return false
  if (!peerAddressStamped()) return true
  const peer = normalize(headers.get(PEER_ADDRESS_HEADER) ?? '')
  return Boolean(peer) && isTrusted(trusted, peer)
}

/** The eight 16-bit groups of an IPv6 address (with any `%zone` dropped), or null. */
const ipv6Groups = (address: string): number[] | null => {
  const bare = address.split('%')[0]
  if (isIP(bare) !== 6) return null
  let text = bare
  const embedded = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (embedded) {
    const [a, b, c, d] = embedded.slice(1).map(Number)
    const high = ((a << 8) | b).toString(16)
    const low = ((c << 8) | d).toString(16)
    text = `${text.slice(0, embedded.index)}${high}:${low}`
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const [head, tail] = text.split('::')
  if (tail === undefined) return parse(head)
  const before = parse(head)
  const after = parse(tail)
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after]
}

/**
 * What a rate limit counts an address under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 address), an IPv6 address by its /64 prefix (`2001:db8:1:2::/64`), and
 * anything else (`unknown`) as it is.
 */
export const rateLimitKey = (address: string): string => {
  const ip = normalize(address)
  if (isIP(ip) === 4) return ip
  const groups = ipv6Groups(ip)
  if (!groups) return ip
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The client's rate-limit bucket: its address, or its IPv6 /64 network (`rateLimitKey`). */
export const clientLimitKey = (request: { headers: Headers }): string =>
  rateLimitKey(clientAddress(request))
