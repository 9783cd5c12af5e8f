import { describe, expect, it } from '@jest/globals'

import { parseVideo } from '../../../src/lib/video'

describe('parseVideo (spec section 5)', () => {
  it('recognises video files by extension', () => {
    for (const ext of ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm']) {
      expect(parseVideo(`https://cdn.example.be/tour.${ext}`)).toEqual({ kind: 'file', url: `https://cdn.example.be/tour.${ext}` })
    }
  })

  it('recognises YouTube links with an 11-character id', () => {
    expect(parseVideo('https://www.youtube.com/watch?v=M7lc1UVf-VE')).toMatchObject({ kind: 'youtube', id: 'M7lc1UVf-VE' })
    expect(parseVideo('https://youtu.be/M7lc1UVf-VE')).toMatchObject({ kind: 'youtube', id: 'M7lc1UVf-VE' })
    expect(parseVideo('https://www.youtube.com/embed/M7lc1UVf-VE')).toMatchObject({ kind: 'youtube', id: 'M7lc1UVf-VE' })
    expect(parseVideo('https://www.youtube.com/watch?v=short')).toBeNull()
  })

  it('recognises Vimeo links with a numeric id, Facebook videos and the tour and media providers', () => {
    expect(parseVideo('https://vimeo.com/123456789')).toMatchObject({
      kind: 'vimeo',
      id: '123456789',
      embedUrl: 'https://player.vimeo.com/video/123456789',
    })
    expect(parseVideo('https://vimeo.com/about')).toBeNull()
    expect(parseVideo('https://www.facebook.com/kempenvastgoed/videos/1234567890/')).toMatchObject({ kind: 'facebook' })
    expect(parseVideo('https://my.matterport.com/show/?m=abc123')).toMatchObject({ kind: 'tour' })
    expect(parseVideo('https://www.dailymotion.com/video/x7tgad0')).toMatchObject({ kind: 'media' })
  })

  it('treats empty and invalid URLs as no video', () => {
    expect(parseVideo('')).toBeNull()
    expect(parseVideo(undefined)).toBeNull()
    expect(parseVideo('not a url')).toBeNull()
    expect(parseVideo('javascript:alert(1)')).toBeNull()
    expect(parseVideo('https://www.kempenvastgoed.be/nl/blog/')).toBeNull()
  })
})
