'use client'
/* eslint-disable @typescript-eslint/no-require-imports -- the server renders islands with a synchronous require (src/site/deferredIsland.tsx) */

// keen-slider's styles come with the page: the server-rendered slides must sit in their track before the code loads.
import 'keen-slider/keen-slider.min.css'

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
