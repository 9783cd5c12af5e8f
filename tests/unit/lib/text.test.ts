import { describe, expect, it } from '@jest/globals'

import { cleanDescription, lexicalPlainText } from '../../../src/lib/text'

describe('cleanDescription (spec section 5)', () => {
  it('keeps short texts whole and strips markup', () => {
    expect(cleanDescription('<p>Ruime  woning</p>\n<p>met tuin</p>')).toBe('Ruime woning met tuin')
  })

  it('cuts at 250 characters by default, at a word boundary past 80 %, and adds "..."', () => {
    const words = Array.from({ length: 60 }, (_, i) => `woord${i}`).join(' ')
    const result = cleanDescription(words)
    expect(result.endsWith('...')).toBe(true)
    expect(result.length).toBeLessThanOrEqual(253)
    expect(words.startsWith(result.slice(0, -3))).toBe(true)
    expect(words[result.length - 3]).toBe(' ')
  })

  it('cuts inside a word when the last boundary lies before 80 % of the limit', () => {
    const text = `kort ${'x'.repeat(300)}`
    expect(cleanDescription(text, 100)).toBe(`kort ${'x'.repeat(95)}...`)
  })
})

describe('lexicalPlainText', () => {
  it('joins the text of paragraphs and lists with spaces and ignores non-text nodes', () => {
    const state = {
      root: {
        children: [
          { type: 'heading', children: [{ type: 'text', text: 'EPC' }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Label ' },
              { type: 'text', text: 'C' },
            ],
          },
          { type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'dak' }] }] },
          { type: 'upload', value: 3 },
        ],
      },
    }
    expect(lexicalPlainText(state)).toBe('EPC Label C dak')
    expect(lexicalPlainText(null)).toBe('')
  })
})
