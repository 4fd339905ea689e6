/**
 * Puts /community's inline first-page script in the page: compiles
 * src/features/community/firstPageStarter.ts (compile.mjs) once per build and hands it to
 * FirstPageStarter as `process.env.PYDOCS_FIRST_PAGE_STARTER`, in the server and browser builds
 * alike (hydration renders the same script). Writing the script in TypeScript, instead of a string
 * of ES5, lets `tsc` check it and the unit tests run it, and it shares TimeAgo's formatting.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {STARTER_SOURCE, compileFirstPageStarter} from './compile.mjs';

export const PLUGIN_NAME = 'pydocs-first-page-starter';
/** `process.env.<this>` is the compiled script in the site's bundles. */
export const STARTER_SCRIPT_FLAG = 'PYDOCS_FIRST_PAGE_STARTER';

export default function firstPageStarterPlugin(context: LoadContext): Plugin<string> {
  return {
    name: PLUGIN_NAME,
    getPathsToWatch: () => [path.join(context.siteDir, STARTER_SOURCE)],
    loadContent: () => compileFirstPageStarter(context.siteDir),
    configureWebpack(_config, _isServer, {currentBundler}, content) {
      return {plugins: [new currentBundler.instance.DefinePlugin({[`process.env.${STARTER_SCRIPT_FLAG}`]: JSON.stringify(content)})]};
    },
  };
}
