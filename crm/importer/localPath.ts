import path from 'node:path'

/**
 * The file a relative picture or document path of an export names, or null when it leads out of
 * `baseDir` (`../`, an absolute path). An export uploaded in the admin may only read the server's
 * CRM folder (CRM_FILES_DIR), never another file of the server, which would become a public medium.
 */
export function pathInside(baseDir: string, relative: string): string | null {
  const root = path.resolve(baseDir)
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : null
}

/** The server folder relative paths of an uploaded export start from (CRM_FILES_DIR), or null when unset. */
export function crmFilesDir(env: Record<string, string | undefined> = process.env): string | null {
  const dir = env.CRM_FILES_DIR?.trim()
  return dir ? path.resolve(dir) : null
}
