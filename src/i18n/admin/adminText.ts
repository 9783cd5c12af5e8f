import { adminLanguage, type AdminLanguage } from '../adminLanguage'

/**
 * Texts staff read in the admin (labels, descriptions, tabs, groups, options), in the admin's three
 * languages (payload.config.ts `i18n.supportedLanguages`). Payload takes such a record wherever it takes
 * a label or a description and shows the admin user's language. The rule that every staff-facing text
 * is one: `adminTextProblems` (tests/int/adminLanguages.int.ts walks the built config with it).
 */
export const ADMIN_LANGUAGES = ['en', 'nl', 'fr'] as const satisfies readonly AdminLanguage[]

export type AdminText = Record<AdminLanguage, string>

/** A text that reads the same in every language (a code, an abbreviation, a brand). */
export const same = (text: string): AdminText => ({ en: text, nl: text, fr: text })

type Text = unknown
type Labels = { singular?: Text; plural?: Text }
export type WalkedField = {
  name?: string
  type: string
  label?: Text
  labels?: Labels
  hidden?: boolean
  admin?: { hidden?: unknown; disabled?: boolean; description?: Text }
  fields?: WalkedField[]
  tabs?: Array<{ name?: string; label?: Text; description?: Text; admin?: { description?: Text }; fields: WalkedField[] }>
  blocks?: Array<{ slug: string; labels?: Labels; fields: WalkedField[] }>
  options?: Array<string | { label?: Text; value: string }>
}
type WalkedEntity = {
  slug: string
  label?: Text
  labels?: Labels
  admin?: { hidden?: unknown; group?: Text; description?: Text }
  fields: WalkedField[]
}
export type WalkedConfig = { collections?: WalkedEntity[]; globals?: WalkedEntity[] }

/**
 * Why `value` is not a text in the three languages, or null when it is. A function is Payload's own
 * translated text (`({ t }) => t('general:createdAt')`); `false` shows no text at all.
 */
export function adminTextProblem(value: Text, required: boolean): string | null {
  if (value === undefined || value === null) return required ? 'missing' : null
  // A collection's labels as a function of ours (inEachLanguage) carry their record: check that.
  if (typeof value === 'function' && (value as Partial<LabelInEachLanguage>).texts)
    return adminTextProblem((value as LabelInEachLanguage).texts, required)
  if (typeof value === 'function' || value === false) return null
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value !== 'object') return `not a text (${typeof value})`
  const record = value as Record<string, unknown>
  const lacking = ADMIN_LANGUAGES.filter((lang) => typeof record[lang] !== 'string' || !(record[lang] as string).trim())
  return lacking.length ? `lacks ${lacking.join(', ')}` : null
}

const englishOf = (value: Text) =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? String((value as Record<string, unknown>).en) : '?'

function fieldProblems(fields: WalkedField[], where: string, out: string[]): void {
  const check = (place: string, value: Text, required = false) => {
    const problem = adminTextProblem(value, required)
    if (problem) out.push(`${place}: ${problem}`)
  }
  for (const field of fields) {
    // Hidden and disabled fields never reach the form.
    if (field.hidden || field.admin?.hidden === true || field.admin?.disabled) continue
    const here = field.name ? `${where} ${field.name}` : where
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        const tabHere = `${where} [tab ${englishOf(tab.label ?? tab.name)}]`
        check(`${tabHere} label`, tab.label, true)
        check(`${tabHere} description`, tab.description ?? tab.admin?.description)
        fieldProblems(tab.fields, tabHere, out)
      }
      continue
    }
    // A field without a label shows its name as English words: every named field needs one. Rows and
    // unnamed groups only arrange; a `ui` field draws its own component.
    if (field.type !== 'row' && field.type !== 'ui')
      check(`${here} label`, field.label, Boolean(field.name) || field.type === 'collapsible')
    check(`${here} description`, field.admin?.description)
    if (field.labels) {
      check(`${here} labels.singular`, field.labels.singular, true)
      check(`${here} labels.plural`, field.labels.plural, true)
    }
    for (const option of field.options ?? []) {
      if (typeof option === 'string') out.push(`${here} option ${option}: ${JSON.stringify(option)}`)
      else check(`${here} option ${option.value}`, option.label, true)
    }
    for (const block of field.blocks ?? []) {
      check(`${here} block ${block.slug} labels.singular`, block.labels?.singular, true)
      check(`${here} block ${block.slug} labels.plural`, block.labels?.plural, true)
      fieldProblems(block.fields, `${here} block ${block.slug}`, out)
    }
    if (field.fields) fieldProblems(field.fields, here, out)
  }
}

/**
 * Every staff-facing text of a Payload config that is not a { en, nl, fr } record, as "where: why":
 * collection and global labels, their group and description, and every visible field's label,
 * description, tab, array and block labels and select options, however deeply nested.
 * Collections in `skip` are not walked (Payload's own, whose texts Payload translates).
 */
export function adminTextProblems(config: WalkedConfig, skip: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = []
  const check = (place: string, value: Text, required = false) => {
    const problem = adminTextProblem(value, required)
    if (problem) out.push(`${place}: ${problem}`)
  }
  for (const collection of config.collections ?? []) {
    if (skip.has(collection.slug) || collection.admin?.hidden === true) continue
    check(`${collection.slug} labels.singular`, collection.labels?.singular, true)
    check(`${collection.slug} labels.plural`, collection.labels?.plural, true)
    check(`${collection.slug} admin.group`, collection.admin?.group)
    check(`${collection.slug} admin.description`, collection.admin?.description)
    fieldProblems(collection.fields, collection.slug, out)
  }
  for (const global of config.globals ?? []) {
    if (global.admin?.hidden === true) continue
    check(`${global.slug} label`, global.label, true)
    check(`${global.slug} admin.group`, global.admin?.group)
    check(`${global.slug} admin.description`, global.admin?.description)
    fieldProblems(global.fields, global.slug, out)
  }
  return out
}

type LabelInEachLanguage = ((args: { i18n: { language: string } }) => string) & { texts: AdminText }

/** A { en, nl, fr } text as Payload's label function: the admin's language, English for any other. */
export function inEachLanguage(texts: AdminText): LabelInEachLanguage {
  const label = (({ i18n }: { i18n: { language: string } }) => texts[adminLanguage(i18n.language)]) as LabelInEachLanguage
  label.texts = texts
  return label
}

const isAdminText = (value: unknown): value is AdminText =>
  !!value && typeof value === 'object' && ADMIN_LANGUAGES.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string')

/**
 * A collection's singular and plural labels as functions of the admin's language. Payload 3.90 hands a
 * collection's label record, untranslated, to some of its own texts: the dashboard's "+" button read
 * "Nieuw(e) [object Object] aanmaken" (issue 36.8). A function it resolves in the reader's language first.
 */
export function labelsInEachLanguage<C extends { labels?: { singular?: unknown; plural?: unknown } }>(collection: C): C {
  const { singular, plural } = collection.labels ?? {}
  if (!isAdminText(singular) || !isAdminText(plural)) return collection
  return { ...collection, labels: { singular: inEachLanguage(singular), plural: inEachLanguage(plural) } }
}

type FieldWithLabel = { label?: unknown; fields?: FieldWithLabel[]; tabs?: Array<{ fields?: FieldWithLabel[] }>; blocks?: unknown[] }

/** Fields with every `label` record (in rows, groups, tabs, arrays and blocks too) as a label function. */
function fieldLabelsInEachLanguage<F>(fields: F[]): F[] {
  return fields.map((field) => {
    const each = field as FieldWithLabel
    let next: FieldWithLabel = isAdminText(each.label) ? { ...each, label: inEachLanguage(each.label) } : each
    if (Array.isArray(next.fields)) next = { ...next, fields: fieldLabelsInEachLanguage(next.fields) }
    if (Array.isArray(next.tabs))
      next = {
        ...next,
        tabs: next.tabs.map((tab) => (Array.isArray(tab.fields) ? { ...tab, fields: fieldLabelsInEachLanguage(tab.fields) } : tab)),
      }
    if (Array.isArray(next.blocks))
      next = {
        ...next,
        blocks: next.blocks.map((block) =>
          block && typeof block === 'object' && Array.isArray((block as FieldWithLabel).fields)
            ? { ...block, fields: fieldLabelsInEachLanguage((block as FieldWithLabel).fields as FieldWithLabel[]) }
            : block,
        ),
      }
    return next as F
  })
}

/**
 * A collection's or global's field labels as functions of the admin's language. Payload turns a label
 * function into the reader's text in the client config, but hands a label record as it is to some of its
 * own texts: a list's sort buttons were read to screen readers as "Sorteer op [object Object] Oplopend"
 * (SortColumn puts the label into its aria-label untranslated; issue 36.8).
 */
export function fieldLabelsInEachLanguageOf<E extends { fields: unknown[] }>(entity: E): E {
  return { ...entity, fields: fieldLabelsInEachLanguage(entity.fields) }
}

export type PlaceholderValues = Record<string, string | number>

/** `text` with its `{name}` placeholders filled in from `values`; a placeholder without a value stays as written. */
export const fillPlaceholders = (text: string, values: PlaceholderValues = {}): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))

/** One of a screen's admin texts in the reader's admin language, its placeholders filled in. */
export const adminTextIn = <K extends string>(texts: Record<K, AdminText>, key: K, language: AdminLanguage, values?: PlaceholderValues) =>
  fillPlaceholders(texts[key][language], values)
