import { createRequire } from 'node:module'

import { withPayload } from '@payloadcms/next/withPayload'

import { withAdminOnlyClientHints } from './src/security/clientHints.mjs'

const require = createRequire(import.meta.url)

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Public URLs end with a slash (spec section 2: /nl/te-koop/) but Payload's admin and API
  // (3.90) break under `trailingSlash: true`, so Next's own slash redirect is off and
  // src/proxy.ts adds the slash to public paths only.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/webp'],
  },
  poweredByHeader: false,
  // Next hashed every page it sent (a JavaScript loop over the whole HTML, a large share of the server's
  // time on a cached page), and the security layer drops that ETag anyway: each response carries its own
  // nonce (src/security/responseHeaders.ts). Media keep their own ETags (collections/Media); Next's
  // static chunks are immutable by name.
  generateEtags: false,
  // Forms with a file (CV PDF, testimonial photo) send it to their server action: the limit is the
  // largest allowed upload (5 MB, src/forms/shared/uploadField.ts) plus the other fields.
  experimental: {
    serverActions: { bodySizeLimit: '6mb' },
    proxyClientMaxBodySize: '6mb',
    // Test servers (npm test sets PAGE_CACHE_IN_MEMORY=1) run side by side from one .next, each on its own database
    // and address: pages rendered at run time stay in each process's memory, never in .next where another server
    // would read them back on a miss. Production keeps them on disk.
    ...(process.env.PAGE_CACHE_IN_MEMORY === '1' ? { isrFlushToDisk: false } : {}),
    // A clean clone never reads Turbopack's build cache: writing it cost CI 12-30 s at the end of every build.
    ...(process.env.CI === 'true' ? { turbopackFileSystemCacheForBuild: false } : {}),
    // Nor does a test server read the server's source maps (most of .next's size, and a sixth of the build's CPU):
    // `next start` reads them only when Node runs with --enable-source-maps. Production builds keep them for that.
    ...(process.env.CI === 'true' ? { turbopackSourceMaps: false } : {}),
  },
  // npm test type-checks the whole tree once (tsc --noEmit); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Several instances share Next's cache and its tags in Redis (cache-handler.mjs). Read when the server
  // starts, so one build serves with or without it. No copy in each process's memory: an instance would
  // serve its own copy after another expired the tag.
  ...(process.env.REDIS_URL ? { cacheHandler: require.resolve('./cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}),
  // A test server's pages live in its memory only (above), where Next keeps 50 MB by default: a few hundred
  // pages, each with its flight data, overflowed it, and every later visit of an evicted page was rendered
  // again (a second pass over 300 pages was all misses), as were the cached reads evicted with them.
  ...(process.env.PAGE_CACHE_IN_MEMORY === '1' && !process.env.REDIS_URL ? { cacheMaxMemorySize: 2 * 1024 ** 3 } : {}),
}

// Payload's colour-scheme client hints on the admin only: on public pages they cost every visitor's first
// page a second request (src/security/clientHints.mjs).
export default withAdminOnlyClientHints(withPayload(nextConfig, { devBundleServerPackages: false }))
