import type { Payload } from 'payload'

import { isSoldOrRented } from '../../../src/lib/marquee'
import { QUIET, type Id } from '../upsert'

/** Stage 7: a project whose units are all sold or rented is sold out (and available again once one is not). */
export async function markSoldOutProjects(payload: Payload, projects: Map<number, Id>): Promise<void> {
  if (projects.size === 0) return
  const units = await payload.find({
    collection: 'properties',
    pagination: false,
    depth: 0,
    where: { project: { exists: true } },
    select: { project: true, status: true },
  })
  const open = new Map<Id, boolean>()
  for (const unit of units.docs) {
    const project = unit.project as Id
    const isOpen = !isSoldOrRented(unit.status)
    open.set(project, (open.get(project) ?? false) || isOpen)
  }
  const current = await payload.find({ collection: 'projects', pagination: false, depth: 0, select: { status: true } })
  for (const project of current.docs) {
    if (!open.has(project.id)) continue
    const status = open.get(project.id) ? 'available' : 'sold-out'
    if (project.status !== status) {
      await payload.update({ collection: 'projects', id: project.id, data: { status }, depth: 0, context: QUIET })
    }
  }
}
