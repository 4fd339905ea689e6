/**
 * Puts React DOM (and the scheduler it brings) in a script of its own instead of inside main.js.
 *
 * main.js was one 418 KB file, and a browser does some work per script in the task that runs it:
 * under DevTools' debugger (which Lighthouse attaches) Chromium hashes and reports each script's
 * source as it is compiled, ~14 ms of main.js' ~22 ms evaluation task in a Lighthouse trace of a
 * doc page, one task of ~90-130 ms at Lighthouse's 4x CPU. As two files, that work is split across
 * two tasks. Readers get the same bytes in one more request, and the React DOM file changes only
 * when React does, so it stays cached across releases of the site.
 *
 * The chunk is one of main's initial chunks: Docusaurus lists it in every page's scripts, and
 * plugins/page-scripts starts it with the page's other chunks, before main.js. It is not preloaded
 * (plugins/page-scripts/template.ts says why for the page's chunks: its evaluation is a short task).
 *
 * Relies on core's own groups ranking below 60 (tests/unit/upstream-drift-guards.ts checks them).
 */
import type {Plugin} from '@docusaurus/types';

export const REACT_DOM_CHUNK = 'react-dom';

/** The modules that go into it: React DOM and its scheduler. */
export const REACT_DOM_MODULES = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

type CacheGroup = {test?: unknown; [key: string]: unknown};
type WebpackConfig = {optimization?: {splitChunks?: false | {cacheGroups?: Record<string, CacheGroup | false>}}};

export default function reactDomChunkPlugin(): Plugin {
  return {
    name: 'pydocs-react-dom-chunk',
    configureWebpack(config, isServer) {
      const splitChunks = (config as WebpackConfig).optimization?.splitChunks;
      if (isServer || !splitChunks) return {};
      splitChunks.cacheGroups = {
        ...splitChunks.cacheGroups,
        [REACT_DOM_CHUNK]: {test: REACT_DOM_MODULES, name: REACT_DOM_CHUNK, chunks: 'initial', priority: 60, enforce: true},
      };
      return {};
    },
  };
}
