import { readFileSync } from 'node:fs'
import path from 'node:path'

import { applyReplacements, FULL_WIDTH_KEY, PATCHES } from '../../../scripts/patch-payload-ui.mjs'
import { pluginTexts } from '../../../src/i18n/admin/pluginTexts'

const UI = path.join(__dirname, '..', '..', '..', 'node_modules', '@payloadcms', 'ui', 'dist')

describe("the live preview's full-width size in the admin's language (scripts/patch-payload-ui.mjs)", () => {
  const replacements: Array<[string, string]> = [['label:"Responsive"', 'label:t("x")']]

  it('replaces the shipped text once, and leaves patched text as it is', () => {
    const once = applyReplacements('a,label:"Responsive",b', replacements, 'f')
    expect(once).toBe('a,label:t("x"),b')
    expect(applyReplacements(once, replacements, 'f')).toBe(once)
  })

  it('fails on another Payload, whose text is found neither as shipped nor as patched, or more than once', () => {
    expect(() => applyReplacements('label:"Fit"', replacements, 'f')).toThrow(/f: "label:\"Responsive\"" not found/)
    expect(() => applyReplacements('label:"Responsive",label:"Responsive"', replacements, 'f')).toThrow(/more than once/)
  })

  it('the installed @payloadcms/ui is patched: each file shows that size through the admin text', () => {
    for (const { file, replacements: own } of PATCHES) {
      const source = readFileSync(path.join(UI, file), 'utf8')
      for (const [shipped, patched] of own) {
        expect(source).toContain(patched)
        expect(source).not.toContain(shipped)
      }
    }
  })

  it('the admin text exists in Dutch, French and English', () => {
    const [key, name] = FULL_WIDTH_KEY.split(':') as ['general', 'livePreviewFullWidth']
    expect(key).toBe('general')
    expect(pluginTexts.nl.general[name]).toBe('Volledige breedte')
    expect(pluginTexts.fr.general[name]).toBe('Pleine largeur')
    expect(pluginTexts.en.general[name]).toBe('Full width')
  })
})
