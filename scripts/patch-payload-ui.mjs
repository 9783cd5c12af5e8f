#!/usr/bin/env node
/**
 * Payload 3.90's live preview adds a "Responsive" size of its own, with that English word as its label in
 * every admin language (@payloadcms/ui providers/LivePreview: `label: 'Responsive'`); neither the config
 * nor a custom component reaches it (issue 36.8). The toolbar that shows the sizes has the reader's `t`:
 * this patch makes it show that size as the admin text `general:livePreviewFullWidth`
 * (src/i18n/admin/pluginTexts.ts, in nl, fr and en) and every other size as configured.
 *
 * The toolbar exists twice in the package: as its own module and inside the minified client bundle the
 * admin actually loads. Each replacement is an exact string of Payload 3.90; the script is idempotent
 * and fails loudly when a string is found neither before nor after patching (another Payload version:
 * update or drop the patch). A patch file (patch-package) would carry the bundle's 118 kB line twice.
 *
 * Run by npm's postinstall (npm ci), by npm test's dependency step and in the image (Dockerfile).
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const UI = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '@payloadcms', 'ui', 'dist')

/** The admin text of Payload's own full-width size. */
export const FULL_WIDTH_KEY = 'general:livePreviewFullWidth'

/** Each file's replacements: [as Payload ships it, as patched]. */
export const PATCHES = [
  {
    file: 'exports/client/index.js',
    replacements: [
      [
        'children:o.find(m=>m.name==e)?.label??u.label}',
        `children:(m=>m&&(m.name==="responsive"?a("${FULL_WIDTH_KEY}"):m.label))(o.find(m=>m.name==e))??u.label}`,
      ],
      ['children:h.label},h.name)', `children:h.name==="responsive"?a("${FULL_WIDTH_KEY}"):h.label},h.name)`],
    ],
  },
  {
    file: 'elements/LivePreview/Toolbar/Controls/index.js',
    replacements: [
      [
        'children: breakpoints.find(bp => bp.name == breakpoint)?.label ?? customOption.label',
        `children: (bp => bp && (bp.name === "responsive" ? t("${FULL_WIDTH_KEY}") : bp.label))(breakpoints.find(bp => bp.name == breakpoint)) ?? customOption.label`,
      ],
      ['children: bp_0.label', `children: bp_0.name === "responsive" ? t("${FULL_WIDTH_KEY}") : bp_0.label`],
    ],
  },
]

/**
 * `source` with each replacement applied once; already patched text is left as it is. Throws when a
 * replacement's text is found neither as shipped nor as patched, or more than once.
 */
export function applyReplacements(source, replacements, name) {
  let text = source
  for (const [shipped, patched] of replacements) {
    if (text.includes(patched)) continue
    const at = text.indexOf(shipped)
    if (at < 0) throw new Error(`${name}: "${shipped}" not found (not Payload 3.90?); update scripts/patch-payload-ui.mjs`)
    if (text.indexOf(shipped, at + 1) >= 0) throw new Error(`${name}: "${shipped}" found more than once`)
    text = text.slice(0, at) + patched + text.slice(at + shipped.length)
  }
  return text
}

async function main() {
  for (const { file, replacements } of PATCHES) {
    const target = path.join(UI, file)
    const source = await readFile(target, 'utf8')
    const patched = applyReplacements(source, replacements, `@payloadcms/ui/dist/${file}`)
    if (patched !== source) {
      await writeFile(target, patched)
      console.log(`patched @payloadcms/ui/dist/${file} (the live preview's full-width size in the admin's language)`)
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
