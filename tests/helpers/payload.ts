// A real Payload on the run's throw-away database, plus the users the access tests act as.
import { randomBytes } from 'node:crypto'

import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

export const getTestPayload = (): Promise<Payload> => getPayload({ config })

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@test.example`

export const createStaff = async (payload: Payload, role: 'admin' | 'editor') => {
  const user = await payload.create({
    collection: 'users',
    data: { email: uniqueEmail(role), password: 'correct horse battery staple', roles: [role] },
  })
  return { ...user, collection: 'users' as const }
}

export const testPassword = 'correct horse battery staple'

/** A property owner with a unique username and e-mail; they log in with either. */
export const createOwner = async (payload: Payload, name = 'Test Owner') => {
  const username = `owner-${randomBytes(4).toString('hex')}`
  const owner = await payload.create({
    collection: 'owners',
    data: { name, username, email: uniqueEmail('owner'), password: testPassword },
  })
  return { ...owner, collection: 'owners' as const }
}

/** A session token (for `Authorization: JWT …`) of a staff user or an owner. */
export const tokenFor = async (
  payload: Payload,
  account: { collection: 'users' | 'owners'; email?: string | null },
) => {
  const { token } = await payload.login({
    collection: account.collection,
    data: { email: account.email!, password: testPassword },
  })
  if (!token) throw new Error(`no token for ${account.email}`)
  return token
}
