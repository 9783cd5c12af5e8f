'use client'
/* eslint-disable @typescript-eslint/no-require-imports -- the server renders islands with a synchronous require (src/site/deferredIsland.tsx) */

// The islands' styles come with every page from the site layout (src/app/(site)/[lang]/layout.tsx): the
// server-rendered markup must look right before its code loads.

import { deferredIsland } from './deferredIsland'

/** keen-slider's carousel and the video player as islands (src/site/deferredIsland.tsx, see src/forms/chunks.tsx). */
export const Slider = deferredIsland(
  'slider',
  () => import('./Slider').then((m) => m.Slider),
  typeof window === 'undefined' ? () => require('./Slider').Slider : null,
)
export const BannerVideo = deferredIsland(
  'banner-video',
  () => import('./BannerVideo').then((m) => m.BannerVideo),
  typeof window === 'undefined' ? () => require('./BannerVideo').BannerVideo : null,
)
