/**
 * Keeps the browser from loading its collation tables while a page hydrates: a ~15 ms task here,
 * ~60 ms on Lighthouse's 4x-slower phone, which is Total Blocking Time on every doc page.
 *
 * Two Docusaurus helpers sort with `localeCompare`, and the first call makes the browser set up
 * its locale collation: the docs plugin's `getActivePlugin` (it orders the docs plugins by path;
 * with one plugin, as in stock Docusaurus, it compares nothing, but PyDocs has docs and tutorials)
 * and theme-common's `useShallowMemoObject` (it orders an object's keys; every code block calls
 * it). Neither needs a language's alphabet: one wants a path before the paths it is a prefix of,
 * the other any fixed order of keys. This plugin points the modules that hold them at
 * ./client/docsClientUtils.ts and ./client/reactUtils.ts (its client modules: browser code), which
 * re-export the originals and replace just those two functions with ones that sort by character
 * codes (./client/sorting.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The module paths and the two functions are checked against the installed Docusaurus by
// tests/unit/upstream-drift-guards.ts.
type ResolveData = {request: string; context: string};

const packageLib = (name: string) => path.dirname(require.resolve(name));
const DOCS_CLIENT = packageLib('@docusaurus/plugin-content-docs/client');
const THEME_COMMON = packageLib('@docusaurus/theme-common');

/** Each replaced module: requests for it from inside its package, and the file standing in. */
export const REPLACEMENTS = [
  {request: /(^|[\\/])docsClientUtils(\.js)?$/, inside: DOCS_CLIENT, original: path.join(DOCS_CLIENT, 'docsClientUtils.js'), by: 'client/docsClientUtils.ts', alias: '@pydocs/original-docs-client-utils'},
  {request: /(^|[\\/])reactUtils(\.js)?$/, inside: THEME_COMMON, original: path.join(THEME_COMMON, 'utils/reactUtils.js'), by: 'client/reactUtils.ts', alias: '@pydocs/original-react-utils'},
] as const;

/** Whether a request made from `context` (the importing file's folder) is one to replace. The
 * stand-ins import the originals from this folder, so they are left alone. */
export function replaces(replacement: (typeof REPLACEMENTS)[number], data: ResolveData): boolean {
  return replacement.request.test(data.request) && (data.context + path.sep).startsWith(replacement.inside + path.sep);
}

export default function skipCollationPlugin(): Plugin {
  return {
    name: 'pydocs-skip-collation',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: Object.fromEntries(REPLACEMENTS.map((replacement) => [`${replacement.alias}$`, replacement.original]))},
        plugins: REPLACEMENTS.map(
          (replacement) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(replacement.request, (data: ResolveData) => {
              if (replaces(replacement, data)) data.request = path.join(__dirname, replacement.by);
            }),
        ),
      };
    },
  };
}
