import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from '@jest/globals'

import { formTexts, PAGE_ONLY_TEXTS } from '../../../../src/forms/shared/texts'
import { dictionary, translatorFor } from '../../../../src/i18n/dictionary'

const root = path.join(__dirname, '..', '..', '..', '..')

/** Every source file whose code a form runs or whose answer a form shows. */
function formSources(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      // texts.ts names them to leave them out.
      else if (/\.tsx?$/.test(entry.name) && full !== path.join(root, 'src', 'forms', 'shared', 'texts.ts')) files.push(full)
    }
  }
  walk(path.join(root, 'src', 'forms'))
  // Server-action answers written before a form's own code runs (a bad or too large body).
  files.push(path.join(root, 'src', 'security', 'actionBodies.ts'))
  return files
}

describe("a form's client texts", () => {
  const t = translatorFor('nl')

  it('hold the shared messages forms and server-action answers show, and none of the pages’ own', () => {
    const texts = formTexts(t)
    for (const key of [
      'form.firstName',
      'validation.required.email',
      'error.rateLimited',
      'error.api',
      'error.badForm',
      'error.tooLarge',
      'success.thanks',
      'upload.type',
    ] as const) {
      expect(texts[key]).toBe(t.raw!(key))
    }
    for (const key of [
      'error.notFound',
      'error.backHome',
      'error.retry',
      'error.badRequest.title',
      'error.viewNotFound',
      'error.propertySold',
    ] as const) {
      expect(texts).not.toHaveProperty(key)
    }
  })

  it("add the form's own prefixes, also a page-only message a form asks for by name", () => {
    const texts = formTexts(t, 'job.', 'error.notFound')
    expect(Object.keys(texts).some((key) => key.startsWith('job.'))).toBe(true)
    expect(texts['error.notFound']).toBe(t.raw!('error.notFound'))
  })

  it('leave out only messages that exist and that no form or server-action answer names', () => {
    const keys = Object.keys(dictionary)
    for (const text of PAGE_ONLY_TEXTS) expect(keys.some((key) => (text.endsWith('.') ? key.startsWith(text) : key === text))).toBe(true)
    const named: string[] = []
    for (const file of formSources()) {
      const source = readFileSync(file, 'utf8')
      for (const text of PAGE_ONLY_TEXTS) {
        // A key in quotes, or the start of one built at run time (`error.badRequest.${…}`).
        const pattern = new RegExp(`['"\`]${text.replace(/\./g, '\\.')}${text.endsWith('.') ? '' : `['"\`.]`}`)
        if (pattern.test(source)) named.push(`${path.relative(root, file)} names ${text}`)
      }
    }
    expect(named).toEqual([])
  })
})
