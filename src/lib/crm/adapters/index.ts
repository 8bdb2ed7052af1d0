// One adapter per CRM behind one interface (src/lib/crm/types.ts).
import type { CrmAdapter, CrmConnectionConfig } from '../types'
import { omnicasaAdapter } from './omnicasa'
import { sweepbrightAdapter } from './sweepbright'
import { whiseAdapter } from './whise'

export const adapterFor = (connection: CrmConnectionConfig): CrmAdapter => {
  switch (connection.provider) {
    case 'whise':
      return whiseAdapter(connection)
    case 'omnicasa':
      return omnicasaAdapter(connection)
    case 'sweepbright':
      return sweepbrightAdapter(connection)
  }
}
