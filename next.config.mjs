import { withPayload } from '@payloadcms/next/withPayload'

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
  // Forms with a file (CV PDF, testimonial photo) send it to their server action: the limit is the
  // largest allowed upload (5 MB, src/forms/shared/uploads.ts) plus the other fields.
  experimental: { serverActions: { bodySizeLimit: '6mb' }, proxyClientMaxBodySize: '6mb' },
  // npm test type-checks the whole tree once (tsc --noEmit); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
