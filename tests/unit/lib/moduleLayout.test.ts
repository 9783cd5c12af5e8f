import { arrangeModules } from '@/lib/moduleLayout'

const m = (id: string, position?: number | null, sort?: number | null) => ({ id, position, sort })
const ids = (placed: { module: { id: string } }[]) => placed.map((p) => p.module.id)

describe('arrangeModules (spec "Module": position = content row, sort)', () => {
  it('keeps the page list when every module has row 0 and sort 0 (the seed, old data)', () => {
    const placed = arrangeModules([m('a', 0, 0), m('b'), m('c', null, null)])
    expect(ids(placed)).toEqual(['a', 'b', 'c'])
    expect(placed.map((p) => p.newRow)).toEqual([false, false, false])
  })

  it('orders by sort within a row, lowest first', () => {
    expect(ids(arrangeModules([m('a', 0, 3), m('b', 0, 1), m('c', 0, 2)]))).toEqual(['b', 'c', 'a'])
  })

  it('keeps the list order for equal sort numbers', () => {
    expect(ids(arrangeModules([m('a', 0, 1), m('b', 0, 0), m('c', 0, 1)]))).toEqual(['b', 'a', 'c'])
  })

  it('puts lower content rows first, whatever the sort', () => {
    expect(ids(arrangeModules([m('a', 2, 0), m('b', 1, 9), m('c', 1, 1)]))).toEqual(['c', 'b', 'a'])
  })

  it('marks the first module of every row after the first as a new row', () => {
    const placed = arrangeModules([m('a', 0), m('b', 0), m('c', 1), m('d', 1), m('e', 5)])
    expect(placed.map((p) => [p.module.id, p.row, p.newRow])).toEqual([
      ['a', 0, false],
      ['b', 0, false],
      ['c', 1, true],
      ['d', 1, false],
      ['e', 5, true],
    ])
  })

  it('treats negative rows as rows above row 0', () => {
    expect(ids(arrangeModules([m('a', 0), m('b', -1)]))).toEqual(['b', 'a'])
  })

  it('does not change the list it is given', () => {
    const list = [m('a', 1), m('b', 0)]
    arrangeModules(list)
    expect(ids(list.map((module) => ({ module })))).toEqual(['a', 'b'])
  })
})
