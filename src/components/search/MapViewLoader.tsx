'use client'
// What the list page renders for view=map: the map, fetched only now (next/dynamic with
// ssr: false; MapLibre itself is a further chunk loaded by MapView), beside the same results as
// links, which are server-rendered and work without JavaScript.
import dynamic from 'next/dynamic'

import type { MapViewProps } from './MapView'
import styles from './MapView.module.css'
import { MapViewList } from './MapViewList'

const MapView = dynamic(() => import('./MapView'), {
  ssr: false,
  // Same box as the map: nothing jumps when it arrives.
  loading: () => <div className={`${styles.frame} ${styles.placeholder}`} aria-hidden="true" />,
})

export type MapViewLoaderProps = MapViewProps & {
  /** Heading of the result list beside the map ("Panden op de kaart"). */
  listHeading: string
  /** Show the result list only to screen readers and on keyboard focus. */
  hideList?: boolean
}

export function MapViewLoader({ listHeading, hideList = false, ...mapProps }: MapViewLoaderProps) {
  return (
    <div className={hideList ? styles.layoutSingle : styles.layout}>
      <MapView {...mapProps} />
      <MapViewList
        properties={mapProps.payload.propsList}
        heading={listHeading}
        hidden={hideList}
        statusLabels={mapProps.labels.status}
      />
    </div>
  )
}

export default MapViewLoader
