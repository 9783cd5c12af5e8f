import { describe, expect, it } from '@jest/globals'

import { buildKey } from '../../../bench/buildKey.mjs'

const sources = [
  { path: 'app/layout.jsx', content: 'export default function RootLayout() {}' },
  { path: 'app/page.jsx', content: 'export default function Page() {}' },
  { path: 'next.config.mjs', content: 'export default {}' },
]
const versions = { next: '16.4.6', react: '19.2.9', 'react-dom': '19.2.9' }

describe('the blank page build key', () => {
  it('is the same for the same sources and versions, in any order', () => {
    const reordered = [sources[2], sources[0], sources[1]]
    expect(buildKey(reordered, { 'react-dom': '19.2.9', react: '19.2.9', next: '16.4.6' })).toBe(buildKey(sources, versions))
  })

  it('changes with a source edited, added, removed or renamed', () => {
    const key = buildKey(sources, versions)
    const edited = sources.map((file) => (file.path === 'app/page.jsx' ? { ...file, content: `${file.content}\n` } : file))
    expect(buildKey(edited, versions)).not.toBe(key)
    expect(buildKey([...sources, { path: 'app/loading.jsx', content: '' }], versions)).not.toBe(key)
    expect(buildKey(sources.slice(1), versions)).not.toBe(key)
    expect(
      buildKey(
        sources.map((file) => ({ ...file, path: `src/${file.path}` })),
        versions,
      ),
    ).not.toBe(key)
  })

  it('changes with the version of Next or React', () => {
    const key = buildKey(sources, versions)
    expect(buildKey(sources, { ...versions, next: '16.4.7' })).not.toBe(key)
    expect(buildKey(sources, { ...versions, react: '19.3.0' })).not.toBe(key)
  })

  it('keeps file boundaries: the same bytes split differently are other sources', () => {
    const a = [
      { path: 'a', content: 'xy' },
      { path: 'b', content: '' },
    ]
    const b = [
      { path: 'a', content: 'x' },
      { path: 'b', content: 'y' },
    ]
    expect(buildKey(a, versions)).not.toBe(buildKey(b, versions))
  })

  it('reads Buffers as their bytes', () => {
    const asBuffers = sources.map((file) => ({ ...file, content: Buffer.from(file.content) }))
    expect(buildKey(asBuffers, versions)).toBe(buildKey(sources, versions))
  })
})
