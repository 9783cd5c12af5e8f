'use client'
/* eslint-disable @typescript-eslint/no-require-imports -- the server renders islands with a synchronous require (src/site/deferredIsland.tsx) */

// The islands' styles come with every page from the site layout (src/app/(site)/[lang]/layout.tsx): the
// server-rendered markup must look right before its code loads.

import { deferredIsland } from '../site/deferredIsland'

/**
 * The list and detail screens' client parts as islands (src/site/deferredIsland.tsx, see
 * src/forms/chunks.tsx): a page loads the code of what it shows, when it comes near. Pages import them
 * from here.
 */
export const ListClient = deferredIsland(
  'list-client',
  () => import('./ListClient').then((m) => m.ListClient),
  typeof window === 'undefined' ? () => require('./ListClient').ListClient : null,
  // The map view is drawn by the live list only: a shared map link shows its map at once.
  { wake: ({ search }) => (search.view === 'map' ? 'near' : 'visitor') },
)
export const SearchBox = deferredIsland(
  'search-box',
  () => import('./SearchBox').then((m) => m.SearchBox),
  typeof window === 'undefined' ? () => require('./SearchBox').SearchBox : null,
  { wake: 'visitor' },
)
export const Gallery = deferredIsland(
  'gallery',
  () => import('./detail/Gallery').then((m) => m.Gallery),
  typeof window === 'undefined' ? () => require('./detail/Gallery').Gallery : null,
  // Its code (the slider) was the largest task of a detail page's load; the swipe that wakes it still
  // moves it (src/site/swipePress.ts), and a tap on its arrows or a photo is held as any press is.
  { wake: 'visitor' },
)
export const LocationMap = deferredIsland(
  'location-map',
  () => import('./detail/LocationMap').then((m) => m.LocationMap),
  typeof window === 'undefined' ? () => require('./detail/LocationMap').LocationMap : null,
)
export const ShareActions = deferredIsland(
  'share-actions',
  () => import('./detail/ShareActions').then((m) => m.ShareActions),
  typeof window === 'undefined' ? () => require('./detail/ShareActions').ShareActions : null,
)
export const PurchaseCosts = deferredIsland(
  'purchase-costs',
  () => import('./detail/PurchaseCosts').then((m) => m.PurchaseCosts),
  typeof window === 'undefined' ? () => require('./detail/PurchaseCosts').PurchaseCosts : null,
)
export const RenovationDeadline = deferredIsland(
  'renovation-deadline',
  () => import('./detail/RenovationDeadline').then((m) => m.RenovationDeadline),
  typeof window === 'undefined' ? () => require('./detail/RenovationDeadline').RenovationDeadline : null,
)
