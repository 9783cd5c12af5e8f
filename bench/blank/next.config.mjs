// Built by bench/blankPage.mjs. The build goes under bench/tmp/ (ignored by git), never into the sources.
/** @type {import('next').NextConfig} */
const config = {
  distDir: '../tmp/blank-next',
  // Turbopack looks for instrumentation and proxy files at its workspace root, which is the site's (the
  // one lockfile, where node_modules is): it compiled the site's src/instrumentation.ts into this page.
  // Only .jsx files are pages and convention files here, so the site's .ts files are never taken.
  pageExtensions: ['jsx'],
}

export default config
