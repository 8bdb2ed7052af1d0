// The map's results as plain links, rendered on the server with the page: keyboard and
// screen-reader users (and browsers without WebGL or JavaScript) get what the markers show.
import type { MapProperty } from '@/lib/map/geojson'

import styles from './MapView.module.css'

export type MapViewListProps = {
  properties: readonly MapProperty[]
  /** Heading of the list ("Panden op de kaart"). */
  heading: string
  /** Hide the list visually (it stays in the accessibility tree and shows on keyboard focus). */
  hidden?: boolean
  statusLabels?: Partial<Record<string, string>>
}

export function MapViewList({
  properties,
  heading,
  hidden = false,
  statusLabels,
}: MapViewListProps) {
  if (properties.length === 0) return null
  return (
    <section
      className={hidden ? `${styles.list} ${styles.listHidden}` : styles.list}
      aria-labelledby="map-results-heading"
    >
      <h2 id="map-results-heading" className={styles.listHeading}>
        {heading}
      </h2>
      <ul className={styles.listItems}>
        {properties.map((property) => {
          const status = statusLabels?.[property.status]
          return (
            <li key={property.id} className={styles.listItem}>
              {property.url ? <a href={property.url}>{property.title}</a> : property.title}
              <span className={styles.listPrice}>{property.priceText}</span>
              {status && <span className={styles.listStatus}>{status}</span>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
