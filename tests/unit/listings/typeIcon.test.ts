import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { propertyTypeIcon } from '../../../src/listings/typeIcon'

describe('property type icons (spec section 3: WebID 1-7)', () => {
  it('names an icon file for WebID 1 to 7, each a small SVG in public/', () => {
    for (const webId of [1, 2, 3, 4, 5, 6, 7]) {
      const icon = propertyTypeIcon(webId)
      expect(icon).toBe(`/icons/types/${webId}.svg`)
      const file = path.join(process.cwd(), 'public', icon!)
      expect(existsSync(file)).toBe(true)
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*role="img"[^>]*><title>[^<]+<\/title>/)
    }
  })

  it('has none for the other types or a missing type', () => {
    for (const webId of [8, 9, 0, -1, null, undefined]) expect([webId, propertyTypeIcon(webId)]).toEqual([webId, null])
  })
})
