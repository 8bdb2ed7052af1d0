import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload instance of this server process (initialised once, on first use). */
export const getPayloadClient = () => getPayload({ config })
