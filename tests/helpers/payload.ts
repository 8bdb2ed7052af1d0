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
