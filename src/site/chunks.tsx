'use client'

import dynamic from 'next/dynamic'

/** keen-slider's carousel and the video player in chunks of their own (see src/forms/chunks.tsx). */
export const Slider = dynamic(() => import('./Slider').then((m) => m.Slider))
export const BannerVideo = dynamic(() => import('./BannerVideo').then((m) => m.BannerVideo))
