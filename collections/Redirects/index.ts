import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import type { Field, TextFieldSingleValidation } from 'payload'

import { anyone, staff } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { TAGS } from '../../src/data/tags'
import { safeDestination, sourceProblem } from '../../src/routing/redirects'
import { checkRedirect } from './hooks/checkRedirect'

const revalidate = revalidateCollection(() => [TAGS.redirects])

const SOURCE_MESSAGES = {
  invalid: 'A path of this site, e.g. /nl/oude-pagina/ (a full link of the site is fine too).',
  reserved: 'Paths of the admin, the API and the site’s own routes cannot be redirected.',
  home: 'The home page cannot be redirected.',
} as const

const validateFrom: TextFieldSingleValidation = (value) => {
  const problem = typeof value === 'string' ? sourceProblem(value) : 'invalid'
  return problem ? SOURCE_MESSAGES[problem] : true
}

const validateUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { type?: string })?.type !== 'custom') return true
  return typeof value === 'string' && safeDestination(value)
    ? true
    : 'A path of this site (/nl/te-koop/) or a full http(s) link (https://example.be/page). Other kinds of link are refused.'
}

/** The plugin's fields with our validation, descriptions and the mark of automatic redirects. */
function redirectFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return [
    ...defaultFields.map((field): Field => {
      if ('name' in field && field.name === 'from' && field.type === 'text')
        return {
          ...field,
          validate: validateFrom,
          admin: { description: 'The old path, e.g. /nl/blog/oude-titel/. Stored in lower case with a final slash; the query is ignored.' },
        } as Field
      if ('name' in field && field.name === 'to' && field.type === 'group')
        return {
          ...field,
          fields: field.fields.map((sub): Field => {
            if ('name' in sub && sub.name === 'url' && sub.type === 'text')
              return {
                ...sub,
                validate: validateUrl,
                admin: { ...sub.admin, description: 'A path of this site (/fr/a-vendre/) or a full https:// link.' },
              } as Field
            if ('name' in sub && sub.name === 'reference')
              return { ...sub, admin: { ...sub.admin, description: 'The page opens in the language of the old path.' } } as Field
            return sub
          }),
        }
      return field
    }),
    {
      name: 'automatic',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Made by the site when a page’s path changed; removed when the page takes that path again.',
      },
    },
  ]
}

/**
 * Redirects (issue 15, point 6), the collection of @payloadcms/plugin-redirects: staff add their own,
 * and collections/hooks/pathRedirects.ts adds one whenever a page or article path changes in any
 * language. The site answers them with a 308 (src/pageKinds, legacy and slash-redirect routes).
 * Readable by anyone: the old paths were public, and the site reads them as the public does.
 */
export const redirectsPluginOptions: RedirectsPluginConfig = {
  collections: ['menus', 'articles'],
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      group: 'Site',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'to.url', 'to.reference', 'automatic', 'updatedAt'],
      description: 'Old paths that lead to a page of the site or another address (permanent redirect, 308).',
    },
    access: { read: anyone, create: staff, update: staff, delete: staff },
    hooks: { beforeChange: [checkRedirect], afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
    fields: redirectFields,
  },
}
