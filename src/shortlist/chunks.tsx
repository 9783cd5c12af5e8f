'use client'
/* eslint-disable @typescript-eslint/no-require-imports -- the server renders islands with a synchronous require (src/site/deferredIsland.tsx) */
// The islands' styles come with every page from the site layout (src/app/(site)/[lang]/layout.tsx).

import { deferredIsland } from '../site/deferredIsland'

/**
 * The shortlist's client parts as islands (src/site/deferredIsland.tsx): the hearts' controller (it
 * renders nothing on the server, so its small chunk loads right after the page), the shortlist page
 * and the compare page. Pages import them from here.
 */
export const Hearts = deferredIsland(
  'hearts',
  () => import('./Hearts').then((m) => m.Hearts),
  typeof window === 'undefined' ? () => require('./Hearts').Hearts : null,
)
export const ShortlistView = deferredIsland(
  'shortlist',
  () => import('./ShortlistView').then((m) => m.ShortlistView),
  typeof window === 'undefined' ? () => require('./ShortlistView').ShortlistView : null,
)
export const CompareView = deferredIsland(
  'compare',
  () => import('./CompareView').then((m) => m.CompareView),
  typeof window === 'undefined' ? () => require('./CompareView').CompareView : null,
)
export const RecentlyViewed = deferredIsland(
  'recently-viewed',
  () => import('./RecentlyViewed').then((m) => m.RecentlyViewed),
  typeof window === 'undefined' ? () => require('./RecentlyViewed').RecentlyViewed : null,
)
