import { describe, expect, it } from '@jest/globals'
import { buildSchema, parse, validate } from 'graphql'

import { graphqlBoundsRule } from '../../../src/api/graphqlBounds'

/** The shape of Payload's schema: root lists with `docs`, documents with relationships, a self-referencing menu. */
const schema = buildSchema(`
  type Query {
    Properties(limit: Int, page: Int, pagination: Boolean): Properties
    Property(id: Int!): Property
    Menus(limit: Int): Menus
  }
  type Properties { docs: [Property] totalDocs: Int }
  type Menus { docs: [Menu] }
  type Property { id: Int title: String advisor: Advisor photos: [Media] }
  type Advisor { id: Int name: String photo: Media }
  type Media { id: Int url: String sizes: Sizes }
  type Sizes { small: Size }
  type Size { url: String }
  type Menu { id: Int title: String parent: Menu children(limit: Int): MenuChildren }
  type MenuChildren { docs: [Menu] }
`)

const errors = (query: string, variables?: Record<string, unknown>) =>
  validate(schema, parse(query), [graphqlBoundsRule(variables)]).map((e) => e.message)

describe('graphqlBoundsRule', () => {
  it('allows a list with two relationship levels and nested groups', () => {
    expect(errors('{ Properties(limit: 100) { docs { title advisor { photo { sizes { small { url } } } } } } }')).toEqual([])
    expect(errors('{ Property(id: 1) { photos { url } } }')).toEqual([])
  })

  it('refuses a third relationship level, also through fragments and variables', () => {
    const deep = '{ Menus { docs { parent { parent { parent { title } } } } } }'
    expect(errors(deep)).toEqual([
      'The query nests 4 documents in one another; at most 3 (a document and 2 relationship levels) are allowed.',
    ])
    const fragments =
      'query { Menus { docs { ...A } } } fragment A on Menu { parent { ...B } } fragment B on Menu { children { docs { parent { id } } } }'
    expect(errors(fragments)).toHaveLength(1)
    expect(errors('{ Menus { docs { ... on Menu { parent { parent { id } } } } } }')).toEqual([])
  })

  it('refuses page sizes over 100, limit 0 and pagination false, literal or variable', () => {
    expect(errors('{ Properties(limit: 100000) { docs { id } } }')).toEqual([
      'limit must be between 1 and 100 (got 100000); read further pages with page.',
    ])
    expect(errors('query($n: Int) { Properties(limit: $n) { docs { id } } }', { n: 5000 })).toHaveLength(1)
    expect(errors('query($n: Int) { Properties(limit: $n) { docs { id } } }', { n: 50 })).toEqual([])
    expect(errors('{ Properties(limit: 0) { docs { id } } }')).toHaveLength(1)
    expect(errors('{ Properties(pagination: false) { docs { id } } }')[0]).toMatch(/^pagination=false is not available/)
    expect(errors('{ Menus { docs { children(limit: 0) { docs { id } } } } }')).toHaveLength(1)
  })
})
