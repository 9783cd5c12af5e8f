'use client'

import dynamic from 'next/dynamic'

/**
 * The list and detail screens' client parts, each in a chunk of its own (see src/forms/chunks.tsx):
 * a page loads the code of what it shows (issue 16.3). Pages import them from here.
 */
export const ListClient = dynamic(() => import('./ListClient').then((m) => m.ListClient))
export const SearchBox = dynamic(() => import('./SearchBox').then((m) => m.SearchBox))
export const Gallery = dynamic(() => import('./detail/Gallery').then((m) => m.Gallery))
export const LocationMap = dynamic(() => import('./detail/LocationMap').then((m) => m.LocationMap))
export const ShareActions = dynamic(() => import('./detail/ShareActions').then((m) => m.ShareActions))
