/**
 * Keeps the syntax highlighter (Prism, ~29 KiB gzipped) out of the JavaScript every page loads.
 *
 * The classic theme registers a client module, `prism-include-languages`, that imports Prism at
 * start-up on every page. PyDocs' code blocks do not need it there: a page opened directly keeps
 * the highlighted HTML the server rendered (src/theme/CodeBlock/Content), and the browser only
 * highlights blocks it renders itself, after client-side navigation. This plugin swaps that client
 * module for ./client.ts, which starts downloading the highlighter as such a navigation begins;
 * the languages are registered by src/theme/CodeBlock/Content/Highlighted.tsx when it loads.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme's client module, by path (checked against the installed theme: tests/unit/upstream-drift-guards.ts). */
export const THEME_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function lazyHighlighterPlugin(): Plugin {
  return {
    name: 'pydocs-lazy-highlighter',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, path.join(__dirname, 'client.ts'))],
      };
    },
  };
}
