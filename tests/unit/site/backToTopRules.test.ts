import { describe, expect, it } from '@jest/globals'

import { translate } from '../../../src/i18n/dictionary'
import { buildBackToTopTexts, easeInOutCubic, isBackToTopVisible, scrollPositionAt, scrollProgress } from '../../../src/site/backToTopRules'

describe('back to top', () => {
  it('is hidden under 10 px of scroll and shown from 10 px', () => {
    expect(isBackToTopVisible(0)).toBe(false)
    expect(isBackToTopVisible(9.5)).toBe(false)
    expect(isBackToTopVisible(10)).toBe(true)
    expect(isBackToTopVisible(600)).toBe(true)
  })

  it('eases from 0 to 1, halfway at the middle, always moving forward', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(1)).toBe(1)
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5)
    const samples = Array.from({ length: 11 }, (_, i) => easeInOutCubic(i / 10))
    for (let i = 1; i < samples.length; i++) expect(samples[i]).toBeGreaterThan(samples[i - 1])
  })

  it('covers the way in 500 ms, clamped at both ends', () => {
    expect(scrollProgress(-16)).toBe(0)
    expect(scrollProgress(0)).toBe(0)
    expect(scrollProgress(250)).toBeCloseTo(0.5)
    expect(scrollProgress(500)).toBe(1)
    expect(scrollProgress(900)).toBe(1)
    expect(scrollProgress(10, 0)).toBe(1)
  })

  it('scrolls from the start position to the top', () => {
    expect(scrollPositionAt(600, 0)).toBe(600)
    expect(scrollPositionAt(600, 250)).toBeCloseTo(300)
    expect(scrollPositionAt(600, 500)).toBe(0)
  })

  it('takes its label from the dictionary', () => {
    expect(buildBackToTopTexts((key) => translate(key, 'nl'))).toEqual({ label: 'Terug naar boven' })
  })
})
