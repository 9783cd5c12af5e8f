import { priceListShowsFloor } from '@/projects/priceList'

describe('priceListShowsFloor', () => {
  it('hides the floor column when no unit has a floor', () => {
    expect(priceListShowsFloor([])).toBe(false)
    expect(priceListShowsFloor([{ floors: null }, {}, { floors: undefined }])).toBe(false)
  })

  it('shows it as soon as one unit has a floor, the ground floor (0) included', () => {
    expect(priceListShowsFloor([{ floors: null }, { floors: 2 }])).toBe(true)
    expect(priceListShowsFloor([{ floors: 0 }])).toBe(true)
  })
})
