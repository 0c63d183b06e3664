// One jest run for the whole monorepo: node (unit + integration), web (components in jsdom), e2e (real browser).
const swcNode = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];
const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const ignored = ['/node_modules/', '/dist/', '/.data/'];

/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/libs/testing/src/jest/global-setup.ts',
  globalTeardown: '<rootDir>/libs/testing/src/jest/global-teardown.ts',
  maxWorkers: 2,
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swcNode },
      testMatch: ['<rootDir>/{libs,services,gateway,scripts,load-tests,deploy-tests}/**/*.test.ts'],
      testPathIgnorePatterns: ignored,
      // citation-js (services/publishing) requires node-fetch, ES modules jest cannot require on Node 20.
      moduleNameMapper: { '^node-fetch$': '<rootDir>/services/publishing/test/support/node-fetch.ts' },
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest/setup-node.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      transform: {
        '^.+\\.(ts|tsx)$': swcWeb,
        '\\.svg$': '<rootDir>/frontend/test/raw-file.transform.js',
      },
      testMatch: ['<rootDir>/frontend/src/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ignored,
      moduleNameMapper: {
        // Vite's `?raw` (the file as a string): the file itself, read by raw-file.transform.js.
        '^(.+\\.svg)\\?raw$': '$1',
        '\\.(css|svg|png|jpg|webp)$': '<rootDir>/frontend/test/file-stub.js',
        '/api-base$': '<rootDir>/frontend/test/api-base-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/frontend/test/setup-web.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swcNode },
      testMatch: ['<rootDir>/frontend/e2e/**/*.e2e.test.ts'],
      testPathIgnorePatterns: ignored,
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/jest/setup-node.ts'],
    },
  ],
};
