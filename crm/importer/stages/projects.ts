import { projectData, projectTexts, type References } from '../map'
import { groupByKey, splitLanguages } from '../rows'
import { failureOf, type ImportRun } from '../run'
import { existingBy, upsert } from '../upsert'

/** Stage 5: projects, keyed by CRM ID; each one written is added to `refs` for its units. */
export async function importProjects({ payload, rows, report, progress }: ImportRun, refs: References): Promise<void> {
  const existingProjects = await existingBy(payload, 'projects', (d) => String(d.externalId), { externalId: true })
  const projectGroups = groupByKey(rows.projects, (r) => String(r.ID))
  let projectsDone = 0
  for (const [id, group] of projectGroups) {
    const split = splitLanguages('projects', group, report.invalid, id)
    if (split) {
      try {
        const translations = Object.fromEntries(split.others.map((row) => [row.language, projectTexts(row)]))
        const { id: docId } = await upsert(
          payload,
          'projects',
          existingProjects,
          id,
          projectData(split.base, refs),
          translations,
          report.projects,
          projectTexts(split.base),
        )
        refs.projectIdByExternalId.set(split.base.ID, docId)
      } catch (error) {
        report.invalid.push({ list: 'projects', position: group[0].position, id, reason: failureOf(error) })
      }
    }
    progress('projects', ++projectsDone, projectGroups.size)
  }
}
