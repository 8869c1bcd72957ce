// One jest run for the whole tree: each workspace is a project so suites run in parallel.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];
const base = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.(t|j)sx?$': swc },
  testEnvironment: 'node',
  // .data holds run-time copies (the benches' compiled stack): never modules of the tree.
  modulePathIgnorePatterns: ['<rootDir>/.data/'],
};
export default {
  // Integration tests talk to real servers, databases and child processes, and jsdom renders whole pages: 5 s (jest's
  // default) is too tight on a loaded 2-core machine, so each test gets 30 s unless it sets its own. (A global option:
  // jest ignores it inside a project.)
  testTimeout: 30_000,
  projects: [
    {
      ...base,
      displayName: 'node',
      testMatch: [
        '<rootDir>/packages/*/test/**/*.test.ts',
        '<rootDir>/services/*/test/**/*.test.ts',
        '<rootDir>/gateway/test/**/*.test.ts',
        '<rootDir>/testing/test/**/*.test.ts',
        '<rootDir>/scripts/test/**/*.test.ts',
      ],
      globalSetup: '<rootDir>/scripts/test-db-setup.mjs',
      globalTeardown: '<rootDir>/scripts/test-db-teardown.mjs',
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.test.ts', '<rootDir>/web/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      moduleNameMapper: {
        ...base.moduleNameMapper,
        '^@/(.*)$': '<rootDir>/web/src/$1',
        '\\.(css)$': '<rootDir>/web/test/style-stub.cjs',
      },
    },
  ],
};
