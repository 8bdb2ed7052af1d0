export { CrmConnections } from './CrmConnections'
export { CrmListings } from './CrmListings'
export { CrmRuns } from './CrmRuns'
export { CrmEvents } from './CrmEvents'
