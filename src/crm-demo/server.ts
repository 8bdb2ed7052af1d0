// The demo CRM (`npm run crm:demo`, README "Try the CRM import"): the Whise double of the tests
// (src/crm-demo/doubles/whise.ts) on a fixed port, filled with the demo's listings, drawing their
// photos, and serving the control page at its root.
import { startWhiseDouble, type WhiseDouble } from './doubles/whise'

import { controlPage } from './control'
import { demoEstates } from './listings'
import { demoPhoto } from './photos'

export const DEMO_PORT = 4010
export const DEMO_CONNECTION_NAME = 'Demo CRM (Whise)'

/** The port of CRM_DEMO_PORT, else 4010; `0` picks a free one (the tests). */
export const demoPort = (value = process.env.CRM_DEMO_PORT) => {
  if (value === undefined || value === '') return DEMO_PORT
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`CRM_DEMO_PORT must be a port number, not "${value}"`)
  return port
}

export const startDemoCrm = ({ port = demoPort() }: { port?: number } = {}): Promise<WhiseDouble> =>
  startWhiseDouble({ port, estates: demoEstates, photo: demoPhoto, pages: controlPage })
