// Credentials of the CRM connections, encrypted at rest (docs/crm-import.md): AES-256-GCM with a
// key derived from PAYLOAD_SECRET (scrypt, a fixed context salt), a random IV per value. The
// stored form is `v1:<iv>:<tag>:<ciphertext>` in base64url.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto'

import { payloadSecret } from '@/lib/env'

const PREFIX = 'v1:'
let cached: { secret: string; key: Buffer } | null = null

const key = () => {
  const secret = payloadSecret()
  if (cached?.secret !== secret)
    cached = { secret, key: scryptSync(secret, 'crm-connection-credentials', 32) }
  return cached.key
}

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX)

export const encryptSecret = (plain: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join(':')
}

export const decryptSecret = (stored: string): string => {
  if (!isEncrypted(stored)) throw new Error('credential is not encrypted')
  const [iv, tag, data] = stored
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', key(), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}

/** What an answer may show of a stored credential. */
export const CREDENTIAL_MASK = '••••••••'
