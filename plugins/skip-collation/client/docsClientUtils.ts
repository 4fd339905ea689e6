/**
 * Stands in for @docusaurus/plugin-content-docs/lib/client/docsClientUtils.js (see ../index.ts):
 * everything it exports, with getActivePlugin replaced. An explicit export wins over `export *`.
 */
// @ts-expect-error An alias the bundler resolves (../index.ts) to the original module.
export * from '@pydocs/original-docs-client-utils';
export {getActivePlugin} from './sorting';
