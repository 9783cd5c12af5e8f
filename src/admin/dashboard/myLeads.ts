import type { PanelQuery } from './panel'

/** A staff member's open leads: assigned to them and not handled (the same rule as their "My leads" saved filter). */
export function myOpenLeads(userId: number | string): PanelQuery {
  return {
    collection: 'submissions',
    where: { and: [{ assignedTo: { equals: userId } }, { status: { not_equals: 'handled' } }] },
  }
}
