'use client'
// The box of a detail page's location map. The map (and MapLibre with it) is fetched only when
// the box comes near the viewport or the visitor presses "Show map": a page that is never
// scrolled that far loads no map code at all.
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import type { MapLocation } from '@/lib/map/location'
import type { MapTiles } from '@/lib/map/tiles'

import type { LocationMapLabels } from './LocationMap'
import styles from './LocationMap.module.css'

const LocationMap = dynamic(() => import('./LocationMap'), { ssr: false })

/** Start loading a little before the box is visible, so the map is there when it is. */
const ROOT_MARGIN = '200px 0px'

const noSubscription = () => () => {}

export type LocationMapLoaderProps = {
  location: MapLocation
  labels: LocationMapLabels & { showMap: string }
  /** The agency's street map (site settings); null: the offline outline. */
  tiles: MapTiles | null
}

export function LocationMapLoader({ location, labels, tiles }: LocationMapLoaderProps) {
  const frameRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  // The button does something only once React runs: without JavaScript there is no button.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  useEffect(() => {
    const frame = frameRef.current
    if (open || !frame || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setOpen(true)
      },
      { rootMargin: ROOT_MARGIN },
    )
    observer.observe(frame)
    return () => observer.disconnect()
  }, [open])

  return (
    <div
      ref={frameRef}
      className={styles.frame}
      data-location-map={location.approximate ? 'approximate' : 'exact'}
      data-map-tiles={tiles ? tiles.kind : 'outline'}
    >
      {open ? (
        <LocationMap location={location} labels={labels} tiles={tiles} />
      ) : (
        hydrated && (
          <button type="button" className={`button ${styles.show}`} onClick={() => setOpen(true)}>
            {labels.showMap}
          </button>
        )
      )}
    </div>
  )
}
