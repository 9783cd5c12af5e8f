import { typedValues } from '../../src/lib/earlyInput'

describe('typedValues: what a visitor typed into a form before it came alive', () => {
  it('keeps the text fields with a value, by name', () => {
    expect(
      typedValues([
        { name: 'firstName', type: 'text', value: 'Jan' },
        { name: 'message', type: 'textarea', value: 'Is het huis nog vrij?' },
        { name: 'email', type: 'email', value: '' },
        { name: 'title', type: 'select-one', value: 'mr' },
      ]),
    ).toEqual({ firstName: 'Jan', message: 'Is het huis nog vrij?', title: 'mr' })
  })

  it('leaves out choices, files, buttons, hidden and unnamed fields', () => {
    expect(
      typedValues([
        { name: 'garden', type: 'checkbox', value: 'on' },
        { name: 'goal', type: 'radio', value: 'sale' },
        { name: 'cv', type: 'file', value: 'C:\\fakepath\\cv.pdf' },
        { name: 'send', type: 'submit', value: 'Verzenden' },
        { name: 'locale', type: 'hidden', value: 'nl' },
        { name: '', type: 'text', value: 'no name' },
      ]),
    ).toEqual({})
  })
})
