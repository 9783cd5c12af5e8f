import type { SanitizedConfig } from 'payload'

const FOLDER_LABEL = { en: 'Folder', nl: 'Map', fr: 'Dossier' }

/**
 * Payload 3.90 adds the folder field to a collection with `folders` while it sanitizes the config, with
 * the label 'Folder' in English only (payload/dist/folders/buildFolderField.js): the Dutch media list
 * showed a column "Folder". The built config gets it in the admin's three languages.
 */
export function labelFolderFields(config: SanitizedConfig): SanitizedConfig {
  if (!config.folders) return config
  const name = config.folders.fieldName
  for (const collection of config.collections) {
    if (!collection.folders) continue
    for (const field of [...collection.fields, ...collection.flattenedFields])
      if ('name' in field && field.name === name) field.label = FOLDER_LABEL
  }
  return config
}
