'use client'

import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { useEffect, useRef, useState } from 'react'

import type { ZoneOption } from '../../data/demandOptions'

export interface RegionMapProps {
  zones: ZoneOption[]
  selected: number[]
  onToggle: (id: number) => void
  label: string
  unavailable: string
}

/**
 * The demand register's map (issue form 5): a marker per town, clicked (or focused and Enter) to add
 * or remove it as a zone. Markers are HTML, so the map works without tiles (no internet); the
 * checkbox list next to it is the keyboard and screen-reader path.
 */
export default function RegionMap({ zones, selected, onToggle, label, unavailable }: RegionMapProps) {
  const container = useRef<HTMLDivElement>(null)
  const markers = useRef(new Map<number, L.Marker>())
  const toggle = useRef(onToggle)
  const [tilesFailed, setTilesFailed] = useState(false)

  // The map is built once per zone list; its click handlers call the latest onToggle.
  useEffect(() => {
    toggle.current = onToggle
  }, [onToggle])

  useEffect(() => {
    if (!container.current) return
    const placed = zones.filter((z) => z.lat !== null && z.lng !== null)
    const map = L.map(container.current, { scrollWheelZoom: false, keyboard: true })
    if (placed.length)
      map.fitBounds(L.latLngBounds(placed.map((z) => [z.lat!, z.lng!] as [number, number])), { padding: [20, 20], maxZoom: 12 })
    else map.setView([51.15, 5.25], 9)
    const tiles = L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 18,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    })
    tiles.once('tileerror', () => setTilesFailed(true))
    tiles.addTo(map)
    const all = markers.current
    for (const zone of placed) {
      const title = `${zone.name} [${zone.zip}]`
      const marker = L.marker([zone.lat!, zone.lng!], {
        icon: L.divIcon({ className: 'zone-pin', html: `<span></span>`, iconSize: [24, 24], iconAnchor: [12, 12] }),
        title,
        alt: title,
        keyboard: true,
      })
      marker.on('click', () => toggle.current(zone.id))
      marker.addTo(map)
      all.set(zone.id, marker)
    }
    return () => {
      all.clear()
      map.off()
      map.remove()
    }
  }, [zones])

  // The chosen towns are drawn as chosen, and say so to assistive technology.
  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const element = marker.getElement()
      if (!element) continue
      const on = selected.includes(id)
      element.classList.toggle('zone-pin-selected', on)
      element.setAttribute('aria-pressed', on ? 'true' : 'false')
      element.setAttribute('data-zone', String(id))
    }
  }, [selected, zones])

  return (
    <div className="region-map">
      {tilesFailed && (
        <p className="map-note" role="status">
          {unavailable}
        </p>
      )}
      <div ref={container} className="map-canvas region-map-canvas" role="region" aria-label={label} />
    </div>
  )
}
