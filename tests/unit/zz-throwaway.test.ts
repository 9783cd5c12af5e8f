import { slugify } from '@/lib/slug'
import { MARQUEE_CODES } from '../../src/lib/marquee.js'
describe('throwaway', () => {
  it('runs TS', () => {
    expect(typeof slugify).toBe('function')
    expect(typeof MARQUEE_CODES).not.toBe('undefined')
  })
})
