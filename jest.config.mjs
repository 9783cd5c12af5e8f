// Jest for unit tests (pure functions) and integration tests (a real Payload on a fresh database).
// Plain .mjs on purpose: a jest.config.ts would need ts-node, which this project doesn't use.
// Payload is ESM, so tests run as native ES modules: NODE_OPTIONS=--experimental-vm-modules.

/** @type {import('@swc/core').Options} */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { react: { runtime: 'automatic' }, decoratorMetadata: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
}

/** @type {import('jest').Config} */
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  // supercluster, its kdbush, altcha-lib, intl-messageformat (with @formatjs) and otplib's @scure/@noble
  // plugins ship only ES modules: unit tests (no --experimental-vm-modules) need them compiled.
  transformIgnorePatterns: ['/node_modules/(?!(supercluster|kdbush|altcha-lib|intl-messageformat|@formatjs|@scure|@noble)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@payload-config$': '<rootDir>/payload.config.ts',
    // ESM-style relative imports written with .js resolve to the .ts source.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Built output and runtime files are not modules of this project (bench/tmp/: the bench's databases and
  // the blank Next page's build).
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/data/', '<rootDir>/tmp/', '<rootDir>/media/', '<rootDir>/bench/tmp/'],
}

/** @type {import('jest').Config} */
const config = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/unit/**/*.test.tsx'],
      // Components import their CSS (Next bundles it); a unit test that loads a component table needs none of it.
      moduleNameMapper: { ...shared.moduleNameMapper, '\\.css$': '<rootDir>/scripts/jest/styleStub.cjs' },
      // Plain .mjs modules shared with node scripts (bench/firstLoadJs.mjs) compile like the TypeScript:
      // without --experimental-vm-modules Jest cannot load an ES module as it is.
      transform: { ...shared.transform, '^.+\\.mjs$': ['@swc/jest', swc] },
    },
    {
      ...shared,
      displayName: 'int',
      // tests/int/shared.test.ts runs the suites that share one Payload (tests/int/*.int.ts); the other
      // *.test.ts files each need a process of their own.
      testMatch: ['<rootDir>/tests/int/**/*.test.ts'],
      // Booting Payload and migrating a fresh database takes a while: 120 s per test and hook
      // (set in the setup file: Jest ignores a per-project testTimeout). Run with --runInBand.
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/int-setup.cjs'],
    },
  ],
}

export default config
