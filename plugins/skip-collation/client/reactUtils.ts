/**
 * Stands in for @docusaurus/theme-common/lib/utils/reactUtils.js (see ../index.ts): everything it
 * exports, with useShallowMemoObject replaced. An explicit export wins over `export *`.
 */
// @ts-expect-error An alias the bundler resolves (../index.ts) to the original module.
export * from '@pydocs/original-react-utils';
export {useShallowMemoObject} from './sorting';
