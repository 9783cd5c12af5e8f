// Flat config on top of Next's own flat presets (eslint-config-next 16 ships them as arrays).
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

import { CONFIG_DOOR, layerZones, readmeLayers } from './scripts/layers.mjs'

const layers = readmeLayers(import.meta.dirname)
const layerRule = (opens) => ['error', { basePath: import.meta.dirname, zones: layerZones(layers, opens) }]

const config = [
  {
    // Generated or external files: Payload writes the (payload) route files, the import map,
    // payload-types.ts and the migrations; data/, tmp/, media/ and bench/tmp/ (the bench's databases and
    // its blank Next page's build) hold runtime files.
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'data/**',
      'tmp/**',
      'media/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/tmp/**',
      'src/app/(payload)/**',
      '**/payload-types.ts',
      'migrations/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Leading underscore marks an intentionally unused argument (Payload hook signatures).
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Images come from Payload's own resized webp sizes with srcset, width and height (src/lib/image.ts);
      // next/image would resize them a second time.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Imports flow one way, down the README's layers (entry points, content model, page kinds, features,
    // data, server rooms, pure core): an import that climbs to a layer above fails, and so does a cycle,
    // inside a layer too. The zones are made from the README's list, so the rule and the map are one.
    // The `import` plugin comes with eslint-config-next, registered for these files.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    // Cycles are ours to find: packages are not followed or parsed (import/ignore keeps the plugin from
    // reading their files at all); following them was most of the lint's time.
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': layerRule(),
    },
    settings: { 'import/ignore': ['node_modules'] },
  },
  // Payload's client opens the config that assembles the collections: the one import up (scripts/layers.mjs).
  { files: [CONFIG_DOOR.file], rules: { 'import/no-restricted-paths': layerRule([CONFIG_DOOR.opens]) } },
]

export default config
