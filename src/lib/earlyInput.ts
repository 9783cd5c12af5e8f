/**
 * What a visitor typed into a server-rendered form before its code loaded and React hydrated it
 * (src/site/deferredIsland.tsx). react-hook-form writes its default values into the fields when it
 * registers them, which would wipe that text: the island reads the fields just before hydration and
 * the form takes them as its default values. Files chosen meanwhile (a CV picked on a slow phone) are
 * no text: the live form's file inputs get them back once mounted (`restoreChosenFiles`).
 */

const typed = new Map<string, Record<string, string>>()
const chosen = new Map<string, Map<string, FileList>>()

/** Text-like fields only: a choice or a file cannot be carried over as a default text. */
const SKIPPED_TYPES = new Set(['hidden', 'file', 'checkbox', 'radio', 'submit', 'button', 'reset'])

interface NamedField {
  name: string
  type: string
  value: string
}

/** The typed values of one form's fields, by name (pure: the fields are plain objects in tests). */
export function typedValues(fields: Iterable<NamedField>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const field of fields) {
    if (!field.name || SKIPPED_TYPES.has(field.type) || !field.value) continue
    values[field.name] = field.value
  }
  return values
}

/** Remembers the typed values of every form with an id inside `root` (or `root` itself). */
export function rememberTypedValues(root: Element): void {
  const forms = root.tagName === 'FORM' ? [root as HTMLFormElement] : [...root.querySelectorAll('form')]
  for (const form of forms) {
    if (!form.id) continue
    const values = typedValues([...form.elements] as unknown as NamedField[])
    if (Object.keys(values).length > 0) typed.set(form.id, values)
    const files = new Map<string, FileList>()
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"][name]')) {
      if (input.files?.length) files.set(input.name, input.files)
    }
    if (files.size > 0) chosen.set(form.id, files)
  }
}

/**
 * Gives the live form `form` the files chosen in its server-rendered fields, as if chosen there: a
 * change event, which react-hook-form reads them from. Once; the form then forgets them.
 */
export function restoreChosenFiles(form: HTMLFormElement): void {
  const files = chosen.get(form.id)
  chosen.delete(form.id)
  if (!files) return
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"][name]')) {
    const list = files.get(input.name)
    if (!list || input.files?.length) continue
    input.files = list
    input.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

/**
 * The values typed into form `formId` before it came alive. Read during render, which React may do more
 * than once before it commits: the form forgets them once mounted (`forgetTypedValues`).
 */
export function typedValuesOf(formId: string): Record<string, string> {
  return typed.get(formId) ?? {}
}

export function forgetTypedValues(formId: string): void {
  typed.delete(formId)
}
