import { colourField } from '../../../collections/fields/colour'
import { isHexColour, normaliseHexColour } from '@/lib/colour'

describe('isHexColour (#rrggbb)', () => {
  it.each(['#12355b', '#FFFFFF', '#000000', '#eef3f8'])('accepts %s', (value) => expect(isHexColour(value)).toBe(true))
  it.each(['12355b', '#fff', '#12355', '#12355bb', '#12355g', 'red', 'rgb(0,0,0)', ' #12355b', '', null, 42])('refuses %p', (value) =>
    expect(isHexColour(value)).toBe(false),
  )
})

describe('normaliseHexColour', () => {
  it('widens #rgb, adds the #, lowercases and trims', () => {
    expect(normaliseHexColour('#ABC')).toBe('#aabbcc')
    expect(normaliseHexColour('12355B')).toBe('#12355b')
    expect(normaliseHexColour('  #eef3f8 ')).toBe('#eef3f8')
  })
  it('gives null for what is no hex colour', () => {
    expect(normaliseHexColour('blue')).toBeNull()
    expect(normaliseHexColour('#1234')).toBeNull()
  })
})

describe('colourField validate', () => {
  const req = { t: (key: string) => key, i18n: { language: 'nl' } }
  const validate = (field: ReturnType<typeof colourField>, value: unknown) =>
    (field.validate as unknown as (v: unknown, o: { req: typeof req }) => true | string)(value, { req })

  it('accepts #rrggbb and empty', () => {
    const field = colourField('bgColor')
    expect(validate(field, '#12355b')).toBe(true)
    expect(validate(field, '')).toBe(true)
    expect(validate(field, null)).toBe(true)
  })
  it('refuses other text with a message in the admin language', () => {
    expect(validate(colourField('bgColor'), 'red')).toMatch(/zes hexadecimale cijfers/)
  })
  it('asks for a value when required', () => {
    expect(validate(colourField('bgColor', { required: true }), '')).toBe('validation:required')
  })
  it('uses the colour picker component', () => {
    expect(colourField('bgColor').admin?.components?.Field).toBe('/src/admin/colourField/ColourField#ColourField')
  })
})
