/**
 * The key of a build the bench makes itself (the blank Next page, bench/blankPage.mjs): a hash of its
 * source files and of the package versions that shape its output. The bench builds again exactly when
 * the key it kept beside the build differs, so an edited page or a Next upgrade never leaves an old
 * build standing in as the reference.
 */
import { createHash } from 'node:crypto'

/**
 * @param {{ path: string, content: string | Buffer }[]} files the sources, paths relative to their folder
 * @param {Record<string, string>} versions package name -> installed version
 * @returns {string} hex
 */
export function buildKey(files, versions) {
  const hash = createHash('sha256')
  const byPath = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  for (const file of byPath) {
    const content = Buffer.from(file.content)
    // Lengths in front: ("ab", "c") and ("a", "bc") must not hash alike.
    hash.update(`file ${Buffer.byteLength(file.path)}:${file.path} ${content.length}:`)
    hash.update(content)
  }
  for (const name of Object.keys(versions).sort()) hash.update(`package ${name}@${versions[name]}\n`)
  return hash.digest('hex')
}
