// Jest runs in ESM mode (NestJS 12 is ESM-only); @swc/jest compiles TypeScript with decorator metadata.
/** @type {import('jest').Config} */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  cacheDirectory: '<rootDir>/../../.cache/jest',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Generous: two workers, their Chromiums and PostgreSQL share two cores; a test that hangs still ends.
  testTimeout: 60000,
  maxWorkers: 2,
  // In ESM mode every test file loads Nest, TypeORM and Apollo anew and a worker's heap only grows (4 GB after
  // sixty files, with the garbage collector slowing every later suite): a worker past this is replaced.
  workerIdleMemoryLimit: '1500MB',
};
