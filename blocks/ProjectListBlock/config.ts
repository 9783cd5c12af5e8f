import type { Block } from 'payload'

/** Relation type "project-list": new-build projects. */
export const ProjectListBlock: Block = {
  slug: 'project-list',
  interfaceName: 'ProjectListBlock',
  labels: { singular: 'Project list', plural: 'Project lists' },
  fields: [
    {
      name: 'includeSoldOut',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Also list projects whose units are all sold.' },
    },
  ],
}
