/**
 * What a visitor typed into a server-rendered form before its code loaded and React hydrated it
 * (src/site/deferredIsland.tsx). react-hook-form writes its default values into the fields when it
 * registers them, which would wipe that text: the island reads the fields just before hydration and
 * the form takes them as its default values. Files chosen meanwhile (a CV picked on a slow phone) are
 * no text: the live form's file inputs get them back once mounted (`restoreChosenFiles`). Boxes ticked
 * and options picked meanwhile (a type in the demand form, "Huren" in the search box) are no text
 * either: the island reads which ones the visitor changed and clicks them again on the live component
 * (`changedChoices`, `replayChoices`), so its own handlers see them as the visitor's clicks.
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
 * A file chosen in a server-rendered field after the live form replaced it: the visitor opened the file
 * picker on the server's field (the tap that woke the island), the live form came while the picker was
 * open, and the choice landed on a field no longer on the page. It goes to the live form's field of the
 * same name, as if chosen there. Set up on the server's fields just before the live form replaces them.
 */
export function forwardLateFiles(root: Element): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"][name]')) {
    const formId = input.form?.id
    if (!formId) continue
    input.addEventListener('change', () => {
      if (input.isConnected || !input.files?.length) return
      const live = [...(document.getElementById(formId)?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? [])].find(
        (field) => field.name === input.name,
      )
      if (!live || live === input) return
      live.files = input.files
      live.dispatchEvent(new Event('change', { bubbles: true }))
    })
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

/**
 * A control of an island, found again in the live component that replaces the server's markup. Not by
 * id or name (React's useId makes other ones in the browser than on the server: `_R_e4l…_-goal` becomes
 * `_r_0_-goal`) and not by position (the live component may render more: a closed select's buttons), but
 * by what the visitor sees of it, its `key` (kind, value, label), and which of the controls with that
 * key it is (`nth`).
 */
export interface ControlRef {
  key: string
  nth: number
}

/** The ref of the control at `index` among controls whose keys are `keys` (pure). */
export function refAt(keys: readonly string[], index: number): ControlRef {
  const key = keys[index]
  return { key, nth: keys.slice(0, index).filter((other) => other === key).length }
}

/** The index of the control `ref` names among controls whose keys are `keys`, or -1 (pure). */
export function indexOfRef(keys: readonly string[], ref: ControlRef): number {
  let seen = 0
  for (let index = 0; index < keys.length; index++) {
    if (keys[index] !== ref.key) continue
    if (seen === ref.nth) return index
    seen++
  }
  return -1
}

const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()

/** What the visitor sees of a button or a choice: its kind, value and label. */
function controlKey(control: HTMLButtonElement | HTMLInputElement): string {
  const label =
    control.getAttribute('aria-label') ?? (control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : control.textContent)
  return [control instanceof HTMLInputElement ? control.type : 'button', control.value, text(label)].join('\u0000')
}

const CHOICES = 'input[type="checkbox"], input[type="radio"]'
const controls = <T extends HTMLButtonElement | HTMLInputElement>(root: Element, selector: string) => [
  ...root.querySelectorAll<T>(selector),
]

/** The button `button` of the island `root` as a ref, to press it on the live component; null for anything else. */
export function buttonRef(root: Element, button: Element): ControlRef | null {
  const buttons = controls<HTMLButtonElement>(root, 'button')
  const index = buttons.indexOf(button as HTMLButtonElement)
  return index === -1 ? null : refAt(buttons.map(controlKey), index)
}

/** The live component's button that `ref` names, if it has it. */
export function buttonOf(root: Element, ref: ControlRef): HTMLButtonElement | undefined {
  const buttons = controls<HTMLButtonElement>(root, 'button')
  return buttons[indexOfRef(buttons.map(controlKey), ref)]
}

/** A checkbox or radio button as the island reads it: `defaultChecked` is the server's state. */
export interface ChoiceField {
  type: string
  checked: boolean
  defaultChecked: boolean
}

/** A choice the visitor changed before the island came alive: the box `ref` is (not) ticked. */
export interface Choice {
  ref: ControlRef
  checked: boolean
}

/**
 * The indexes of the boxes and radio buttons the visitor changed from the server's state, ticked ones
 * first (pure: the fields are plain objects in tests). Ticking a radio button unticks the others of its
 * group, so only the ticked one needs replaying; a radio button cannot be unticked by a click.
 */
export function changedChoices(fields: readonly ChoiceField[]): number[] {
  const changed: number[] = []
  fields.forEach((field, index) => {
    if (field.type !== 'checkbox' && field.type !== 'radio') return
    if (field.checked === field.defaultChecked) return
    if (field.type === 'radio' && !field.checked) return
    changed.push(index)
  })
  return changed.sort((a, b) => Number(fields[b].checked) - Number(fields[a].checked))
}

/** The choices the visitor changed inside `root` (read just before the live component replaces it). */
export function rememberChoices(root: Element): Choice[] {
  const inputs = controls<HTMLInputElement>(root, CHOICES)
  const keys = inputs.map(controlKey)
  return changedChoices(inputs).map((index) => ({ ref: refAt(keys, index), checked: inputs[index].checked }))
}

/**
 * Clicks the live component's boxes into the remembered state, so its own handlers see the visitor's
 * choices. A box already as remembered (the live component read it from elsewhere) is left alone, so
 * nothing is toggled twice; a choice the live component does not offer (a type of the other goal) is
 * dropped.
 */
export function replayChoices(root: Element, choices: readonly Choice[]): void {
  for (const choice of choices) {
    const inputs = controls<HTMLInputElement>(root, CHOICES)
    const input = inputs[indexOfRef(inputs.map(controlKey), choice.ref)]
    if (input && !input.disabled && input.checked !== choice.checked) input.click()
  }
}
