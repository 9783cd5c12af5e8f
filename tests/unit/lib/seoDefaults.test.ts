import { describe, expect, it } from '@jest/globals'

import { defaultSeoDescription, defaultSeoTitle, seoTexts } from '../../../src/lib/seoDefaults'

const richText = (text: string) => ({ root: { children: [{ children: [{ text }] }] } })

describe('SEO defaults (issue 15, point 6)', () => {
  it('titles a listing with its town, other pages with their title', () => {
    expect(defaultSeoTitle('properties', { title: 'Villa met tuin', city: 'Lommel' })).toBe('Villa met tuin · Lommel')
    expect(defaultSeoTitle('projects', { title: 'Residentie Kempen', city: null })).toBe('Residentie Kempen')
    expect(defaultSeoTitle('menus', { title: 'Te koop', city: 'Mol' })).toBe('Te koop')
  })

  it('describes an article by its teaser, else the start of its text, at most 160 characters', () => {
    expect(defaultSeoDescription('articles', { excerpt: 'Kort.', content: richText('Lang') })).toBe('Kort.')
    const long = 'woord '.repeat(60)
    const description = defaultSeoDescription('articles', { content: richText(long) })
    expect(description.length).toBeLessThanOrEqual(163)
    expect(description.endsWith('...')).toBe(true)
    expect(defaultSeoDescription('properties', { description: '<p>Ruime&nbsp;woning</p>' })).toBe('Ruime woning')
  })

  it('prefers what staff wrote, ignoring blanks', () => {
    const doc = { title: 'Blog', description: 'Nieuws', meta: { metadataTitle: '  ', metadataDescription: 'Eigen tekst' } }
    expect(seoTexts('menus', doc)).toEqual({ title: 'Blog', description: 'Eigen tekst' })
  })
})
