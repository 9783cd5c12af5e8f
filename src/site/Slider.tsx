'use client'

import { useKeenSlider } from 'keen-slider/react'
import { Children, useEffect, useState, type CSSProperties, type ReactNode } from 'react'

import { useMediaQuery } from './useMediaQuery'

export interface SliderLabels {
  region: string
  previous: string
  next: string
  pause: string
  play: string
  /** "Slide {index} of {total}" */
  slide: string
}

/**
 * A keen-slider carousel (home banner gallery, testimonials). Autoplay is pausable with a visible
 * button (WCAG 2.2.2), stops while the pointer or focus is inside, and never starts for visitors who
 * prefer reduced motion. Slides are server-rendered children.
 */
export function Slider({
  children,
  labels,
  autoplaySeconds = 0,
  loop = true,
  perView = { base: 1 },
  className,
}: {
  children: ReactNode
  labels: SliderLabels
  autoplaySeconds?: number
  loop?: boolean
  perView?: { base: number; md?: number; lg?: number }
  className?: string
}) {
  const slides = Children.toArray(children)
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const playing = autoplaySeconds > 0 && !paused && !reducedMotion
  const [hovered, setHovered] = useState(false)
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    loop: loop && slides.length > 1,
    slides: { perView: perView.base, spacing: 16 },
    breakpoints: {
      ...(perView.md ? { '(min-width: 767px)': { slides: { perView: perView.md, spacing: 16 } } } : {}),
      ...(perView.lg ? { '(min-width: 1280px)': { slides: { perView: perView.lg, spacing: 24 } } } : {}),
    },
    slideChanged: (s) => setCurrent(s.track.details.rel),
  })

  useEffect(() => {
    if (!playing || hovered || autoplaySeconds <= 0 || slides.length < 2) return
    const timer = setInterval(() => slider.current?.next(), autoplaySeconds * 1000)
    return () => clearInterval(timer)
  }, [playing, hovered, autoplaySeconds, slides.length, slider])

  if (slides.length === 0) return null
  return (
    <div
      className={`slider ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div
        ref={ref}
        className="keen-slider"
        aria-live={playing ? 'off' : 'polite'}
        // The slides' share of the track before keen-slider has measured them (site.css).
        style={
          {
            '--per-view': perView.base,
            '--per-view-md': perView.md ?? perView.base,
            '--per-view-lg': perView.lg ?? perView.md ?? perView.base,
          } as CSSProperties
        }
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className="keen-slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide.replace('{index}', String(i + 1)).replace('{total}', String(slides.length))}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="slider-controls">
          <button type="button" onClick={() => slider.current?.prev()} aria-label={labels.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="slider-position" aria-hidden="true">
            {current + 1} / {slides.length}
          </span>
          {autoplaySeconds > 0 && (
            <button
              type="button"
              onClick={() => setPaused(playing)}
              aria-pressed={!playing}
              aria-label={playing ? labels.pause : labels.play}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          )}
          <button type="button" onClick={() => slider.current?.next()} aria-label={labels.next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  )
}
