// The saved search the manage page shows, by the token of its link (never cached: per visitor).
import 'server-only'

import { findByToken } from '@/lib/alerts/subscriptions'
import { getPayloadClient } from '@/lib/payload'

export const getSavedSearchByToken = async (token: unknown) =>
  findByToken(await getPayloadClient(), token)
