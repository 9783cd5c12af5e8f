import { SUBMISSION_TYPES } from '../../../collections/Submissions'

/**
 * Above the submissions list in the admin: download the submissions as CSV, by type and status.
 * A plain GET form to the staff-only export route (the admin's session cookie goes along).
 */
export function ExportSubmissions() {
  return (
    <form className="export-submissions" method="get" action="/api/staff/submissions-export" style={{ display: 'flex', gap: '0.75rem', alignItems: 'end', flexWrap: 'wrap', margin: '0 0 1rem' }}>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Type
        <select name="type" defaultValue="">
          <option value="">All types</option>
          {SUBMISSION_TYPES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        Status
        <select name="status" defaultValue="">
          <option value="">All</option>
          <option value="new">New</option>
          <option value="handled">Handled</option>
        </select>
      </label>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        From
        <input type="date" name="from" />
      </label>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        To
        <input type="date" name="to" />
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        Export CSV
      </button>
    </form>
  )
}
