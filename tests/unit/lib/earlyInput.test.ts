import { changedChoices, indexOfRef, refAt, typedValues, type ChoiceField } from '../../../src/lib/earlyInput'

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

describe('changedChoices: what a visitor ticked or chose before the form came alive', () => {
  const box = (over: Partial<ChoiceField>): ChoiceField => ({ type: 'checkbox', checked: false, defaultChecked: false, ...over })

  it('names only the boxes changed from the server’s state, ticked ones first', () => {
    expect(
      changedChoices([
        box({ checked: false, defaultChecked: true }),
        box({ checked: true }),
        box({ checked: true, defaultChecked: true }),
        box({}),
      ]),
    ).toEqual([1, 0])
  })

  it('names the radio button chosen, not the one it unticked (a click cannot untick a radio button)', () => {
    expect(changedChoices([box({ type: 'radio', defaultChecked: true }), box({ type: 'radio', checked: true })])).toEqual([1])
  })

  it('leaves out other fields', () => {
    expect(changedChoices([box({ type: 'text', checked: true })])).toEqual([])
  })
})

describe('control refs: a control found again in the live component', () => {
  it('is the nth control with the same key, whatever else the live component renders around it', () => {
    const server = ['button\u0000\u0000Gemeente: Alle', 'button\u0000\u0000Type pand: Alle', 'button\u0000\u0000Zoeken']
    const live = [
      'button\u0000\u0000Gemeente: Alle',
      'button\u0000\u0000Wissen',
      'button\u0000\u0000Klaar',
      'button\u0000\u0000Type pand: Alle',
      'button\u0000\u0000Wissen',
      'button\u0000\u0000Klaar',
      'button\u0000\u0000Zoeken',
    ]
    expect(indexOfRef(live, refAt(server, 2))).toBe(6)
    expect(indexOfRef(live, refAt(live, 4))).toBe(4)
    expect(refAt(live, 4)).toEqual({ key: 'button\u0000\u0000Wissen', nth: 1 })
  })

  it('is not found when the live component has no such control', () => {
    expect(indexOfRef(['checkbox\u00001\u0000Huis'], { key: 'checkbox\u00005\u0000Grond', nth: 0 })).toBe(-1)
    expect(indexOfRef(['checkbox\u00001\u0000Huis'], { key: 'checkbox\u00001\u0000Huis', nth: 1 })).toBe(-1)
  })
})
