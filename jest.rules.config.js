// Firestore security-rules tests against the real emulator (started by scripts/with-emulators.mjs).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'rules',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/rules'],
  testMatch: ['**/*.test.ts'],
  testTimeout: 30000,
  // The summary line counts the attack cases and how many were denied (tests/rules/attack-summary.js).
  reporters: ['default', '<rootDir>/tests/rules/attack-summary.js'],
  // The same SWC transform as the unit tests (jest.config.js).
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}, module: {type: 'commonjs'}}],
  },
  moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1'},
};
