// Which addresses the import may call (docs/crm-import.md, "Private addresses"): loopback and
// private networks are refused — for the CRM's API and for its photo URLs — unless the server
// runs with CRM_ALLOW_PRIVATE_HOSTS=1 (tests and the demo), so that a connection's base URL or a
// listing's photo cannot make the server call into its own network.
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

import { CrmError } from './types'

export const privateHostsAllowed = () => process.env.CRM_ALLOW_PRIVATE_HOSTS === '1'

const privateV4 = (ip: string) => {
  const [a, b] = ip.split('.').map(Number)
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  )
}

/** True for loopback, private, link-local, CGNAT, multicast and unspecified addresses. */
export const isPrivateAddress = (ip: string): boolean => {
  if (isIP(ip) === 4) return privateV4(ip)
  const lower = ip.toLowerCase()
  if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7))
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80')
  )
}

/** Refuses a URL that is not http(s), or whose host is (or resolves to) a private address. */
export const checkPublicUrl = async (raw: string): Promise<URL> => {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new CrmError(`not a URL: ${raw.slice(0, 80)}`, 'host')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CrmError(`refused scheme ${url.protocol}`, 'host')
  if (privateHostsAllowed()) return url
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost'))
    throw new CrmError(`refused private host ${host}`, 'host')
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address)
  if (addresses.some(isPrivateAddress)) throw new CrmError(`refused private host ${host}`, 'host')
  return url
}
