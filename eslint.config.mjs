// ESLint for PyDocs (`npm run lint`, a step of `npm test`): TypeScript, React hooks, accessibility,
// and the import boundaries of ./eslint/boundaries.mjs (CONTRIBUTING.md, "Boundaries").
// Not type-aware: typed linting would take the whole run from seconds to minutes here, and `tsc`
// (its own step of `npm test`) already checks the types.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import pydocs from './eslint/boundaries.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The only files of plugins/ that src/ may import from, and only their types (`import type`): the
 * data a plugin hands to pages at build time (global data, route props, generated modules), typed
 * once where it is made.
 */
const BUILD_TIME_TYPES = [
  'plugins/chat-config.ts', // ChatConfig: which answer providers the build offers (siteConfig.customFields)
  'plugins/chat-index/index.ts', // ChatIndexData: the assistant's passages (a generated JSON asset)
  'plugins/content-data/index.ts', // CodeExample, FaqGroup: the /examples and /faq pages' data
  'plugins/content-data/sitemap.ts', // SitemapData: the /sitemap page's data
  'plugins/firebase-config.ts', // FirebaseWebConfig: the Firebase settings read from the environment
];

export default tseslint.config(
  // A disable comment that no longer hides anything fails the lint, so none goes stale again.
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'static/', '.emulators/', 'bench/results/', '.scratch/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js,cjs}'],
    languageOptions: {globals: {...globals.node}},
    rules: {
      // A leading underscore marks a name kept on purpose (a parameter an API passes, a property
      // taken out of an object by destructuring it away).
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true}],
    },
  },
  {
    // Browser code, and the scripts the benchmarks run inside the page.
    files: ['src/**/*.{ts,tsx}', 'plugins/*/client.ts', 'plugins/*/client/**/*.ts', 'bench/**/*.mjs'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    rules: {...react.configs.flat.recommended.rules, ...react.configs.flat['jsx-runtime'].rules, 'react/prop-types': 'off'},
    settings: {react: {version: 'detect'}},
  },
  {
    // The hooks rules of eslint-plugin-react-hooks. Its React Compiler checks (set-state-in-effect,
    // refs, purity...) are left out: the site does not build with the React Compiler.
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended},
  {
    files: ['**/*.tsx'],
    rules: {
      // A code block that can scroll sideways takes the focus so a keyboard can scroll it, as the
      // theme's own <pre> does (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel'], allowExpressionValues: true}],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: {pydocs},
    rules: {'pydocs/boundaries': ['error', {root, buildTimeTypes: BUILD_TIME_TYPES}]},
  },
  {
    // CommonJS configuration files.
    files: ['**/*.{js,cjs}'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
