// Unit and component tests (jsdom). The transform is configured here, not in a root
// babel.config.js or .swcrc, because the site build would pick that file up too
// (../shared/ENVIRONMENT.md).
/** @swc/jest options for TypeScript or JavaScript sources, with React's automatic JSX runtime. */
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? {syntax, tsx: true} : {syntax, jsx: true},
      transform: {react: {runtime: 'automatic'}},
      target: 'es2022',
    },
    module: {type: 'commonjs'},
  },
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'unit',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // SWC (@swc/jest) rather than Babel: a fresh checkout transforms every file once, and SWC did the
  // whole unit suite in about a fifth less CPU time (132 s against 169 s, `--no-cache`).
  transform: {
    '^.+\\.tsx?$': swc('typescript'),
    '^.+\\.(m?js|jsx)$': swc('ecmascript'),
  },
  // marked and the Markdown parser (mdast/micromark, plugins/content/markdown-source.mjs) ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(marked|mdast-util-[^/]+|micromark[^/]*|unist-util-[^/]+|decode-named-character-reference|character-entities[^/]*|devlop|ccount|markdown-table|longest-streak|zwitch|escape-string-regexp|parse-entities|character-reference-invalid|is-[a-z]+|stringify-entities)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json'],
  // Test doubles for the Docusaurus runtime, used by unit tests only (e2e runs the real site).
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/tests/doubles/cssModule.js',
    '\\.css$': '<rootDir>/tests/doubles/empty.js',
    '^@docusaurus/Link$': '<rootDir>/tests/doubles/Link.tsx',
    '^@docusaurus/router$': 'react-router-dom',
    '^@docusaurus/Head$': '<rootDir>/tests/doubles/Head.tsx',
    '^@docusaurus/ExecutionEnvironment$': '<rootDir>/tests/doubles/ExecutionEnvironment.ts',
    '^@docusaurus/useBrokenLinks$': '<rootDir>/tests/doubles/useBrokenLinks.ts',
    '^@docusaurus/plugin-content-docs/client$': '<rootDir>/tests/doubles/docsClient.ts',
    '^@generated/docusaurus.config$': '<rootDir>/tests/doubles/siteConfig.ts',
    '^@theme/(.*)$': '<rootDir>/tests/doubles/theme/$1.tsx',
    '^@site/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/tests/rules/', '/build/'],
};
