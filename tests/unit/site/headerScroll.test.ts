import { HEADER_COMPACT_FROM, HEADER_EXPANDED_BELOW, headerLogo, isHeaderCompact } from '@/site/headerScroll'

describe('isHeaderCompact', () => {
  it('turns compact only past 30 px', () => {
    expect(isHeaderCompact(false, 0)).toBe(false)
    expect(isHeaderCompact(false, HEADER_COMPACT_FROM)).toBe(false)
    expect(isHeaderCompact(false, HEADER_COMPACT_FROM + 1)).toBe(true)
  })

  it('stays compact between the thresholds and expands only below 10 px', () => {
    expect(isHeaderCompact(true, 25)).toBe(true)
    expect(isHeaderCompact(true, HEADER_EXPANDED_BELOW)).toBe(true)
    expect(isHeaderCompact(true, HEADER_EXPANDED_BELOW - 1)).toBe(false)
    expect(isHeaderCompact(true, 0)).toBe(false)
  })

  it('changes once per crossing while the page scrolls slowly down and up around the threshold', () => {
    const positions = [0, 5, 12, 20, 28, 31, 34, 29, 27, 31, 22, 15, 11, 9, 4, 0, 12, 29, 33]
    let compact = false
    let changes = 0
    for (const y of positions) {
      const next = isHeaderCompact(compact, y)
      if (next !== compact) changes++
      compact = next
    }
    // Down past 30 (at 31), up below 10 (at 9), down past 30 again (at 33).
    expect(changes).toBe(3)
    expect(compact).toBe(true)
  })
})

describe('headerLogo', () => {
  it('is small once compact, on every page', () => {
    expect(headerLogo(true, true, false)).toBe('small')
    expect(headerLogo(true, false, true)).toBe('small')
  })

  it('is hidden at the top of the home page without showLogoAtStart, large elsewhere', () => {
    expect(headerLogo(false, true, false)).toBe('hidden')
    expect(headerLogo(false, true, true)).toBe('large')
    expect(headerLogo(false, false, false)).toBe('large')
  })
})
