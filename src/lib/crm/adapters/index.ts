// One adapter per CRM behind one interface (src/lib/crm/types.ts).
import type { CrmAdapter, CrmConnectionConfig } from '../types'
import { whiseAdapter } from './whise'

export const adapterFor = (connection: CrmConnectionConfig): CrmAdapter => {
  switch (connection.provider) {
    case 'whise':
      return whiseAdapter(connection)
    default:
      throw new Error(`no adapter for ${connection.provider} yet`)
  }
}
