'use client'

import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import { useEffect, useRef, useState } from 'react'

import { boundsOf, clusterPoints } from './cluster'

export interface MapListing {
  id: number
  lat: number
  lng: number
  title: string
  price: string
  href: string
}

export interface MapLabels {
  region: string
  unavailable: string
  /** "{count} properties" */
  cluster: string
  open: string
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Leaflet map of a result set with clustered markers (src/properties/cluster.ts). Markers are drawn as
 * HTML, so they show even when the tile server cannot be reached; a note says so and the list stays below.
 */
export default function PropertyMap({ listings, labels }: { listings: MapListing[]; labels: MapLabels }) {
  const container = useRef<HTMLDivElement>(null)
  const [tilesFailed, setTilesFailed] = useState(false)

  useEffect(() => {
    if (!container.current) return
    const map = L.map(container.current, { scrollWheelZoom: false, keyboard: true })
    const bounds = boundsOf(listings)
    if (bounds) map.fitBounds(bounds, { padding: [30, 30], maxZoom: 14 })
    else map.setView([51.2, 5.2], 10)
    const tiles = L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 18,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    })
    tiles.once('tileerror', () => setTilesFailed(true))
    tiles.addTo(map)
    const layer = L.layerGroup().addTo(map)

    const draw = () => {
      layer.clearLayers()
      for (const cluster of clusterPoints(listings, map.getZoom())) {
        if (cluster.points.length === 1) {
          const listing = cluster.points[0]
          const marker = L.marker([listing.lat, listing.lng], {
            icon: L.divIcon({ className: 'map-pin', html: '<span></span>', iconSize: [26, 26], iconAnchor: [13, 26] }),
            title: listing.title,
            alt: listing.title,
            keyboard: true,
          })
          marker.bindPopup(`<strong>${escape(listing.title)}</strong><br>${escape(listing.price)}<br><a href="${escape(listing.href)}">${escape(labels.open)}</a>`)
          layer.addLayer(marker)
        } else {
          const label = labels.cluster.replace('{count}', String(cluster.points.length))
          const marker = L.marker([cluster.lat, cluster.lng], {
            icon: L.divIcon({ className: 'map-cluster', html: `<span>${cluster.points.length}</span>`, iconSize: [40, 40] }),
            title: label,
            alt: label,
            keyboard: true,
          })
          marker.on('click', () => {
            const b = boundsOf(cluster.points)
            if (b) map.fitBounds(b, { padding: [40, 40], maxZoom: Math.min(map.getZoom() + 3, 18) })
          })
          layer.addLayer(marker)
        }
      }
    }
    draw()
    map.on('zoomend', draw)
    return () => {
      map.off()
      map.remove()
    }
  }, [listings, labels])

  return (
    <div className="property-map">
      {tilesFailed && (
        <p className="map-note" role="status">
          {labels.unavailable}
        </p>
      )}
      <div ref={container} className="map-canvas" role="region" aria-label={labels.region} />
    </div>
  )
}
